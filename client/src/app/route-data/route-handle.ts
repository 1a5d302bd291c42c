/**
 * What a route tells the server about its page beyond the markup: the HTTP
 * status it answers with (the catch-all is a 404).
 */
export interface RouteHandle {
  status?: number;
}

export const NOT_FOUND_HANDLE: RouteHandle = { status: 404 };
