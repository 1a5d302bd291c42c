import { data } from 'react-router-dom';

/**
 * What a route tells the server about its page beyond the markup: the HTTP
 * status it answers with (the catch-all is a 404).
 */
export interface RouteHandle {
  status?: number;
}

export const NOT_FOUND_HANDLE: RouteHandle = { status: 404 };

/** A page that answers with its own message (or the error page) and the status 404. */
export const notFound = () => data(null, { status: 404 });
