/**
 * What the server hands the browser beside the HTML: the router's loader
 * results, the query cache it rendered with, and the time it rendered at. It
 * travels as JSON in a non-executed script tag, so the CSP needs no new hash.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl, isRouteErrorResponse, type HydrationState } from 'react-router-dom';

export const PAGE_STATE_ID = 'page-state';

type SerializedError = { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

export interface PageState {
  renderedAt: number;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, SerializedError> | null };
  queries: DehydratedState;
}

export function serializeErrors(errors: Record<string, unknown> | null): PageState['router']['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
      : // No stack or server detail reaches the page.
        { kind: 'error', message: 'render failed' };
  }
  return out;
}

/** The router's hydration data, errors made route errors again. */
export function routerHydrationData(state: PageState): HydrationState {
  const errors = state.router.errors
    ? Object.fromEntries(
        Object.entries(state.router.errors).map(([routeId, error]) => [
          routeId,
          error.kind === 'response' ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: state.router.loaderData, actionData: state.router.actionData, errors };
}

/** The script tag; `<` is escaped so no value can close it. */
export function pageStateTag(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
