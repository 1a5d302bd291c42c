/**
 * Route loaders that fill the query cache with what a page reads, using each
 * feature's own query options: the server renders the page with its data, and
 * a navigation in the browser fetches the data beside the page's code instead
 * of after it. A loader never fails a page: past its deadline or on an error
 * the page renders what it has and its queries fetch the rest as they do today.
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** How long a render waits for its data: a slow upstream never holds a page. */
export const DATA_DEADLINE_MS = 300;

/** One query a page reads: plain, or infinite (a game list's first page). */
export type PageQuery =
  // Each feature's options carry their own types; the loader only hands them to the cache.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  | { kind: 'plain'; options: FetchQueryOptions<any, any, any, any> }
  | { kind: 'infinite'; options: FetchInfiniteQueryOptions<any, any, any, any, any> }
  /** a query whose answer names what to read next */
  | { kind: 'then'; options: FetchQueryOptions<any, any, any, any>; next: (data: any) => PageQuery[] };
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What a page reads, from its address (params and search). */
export type PageData = (args: { params: LoaderFunctionArgs['params']; url: URL }) => PageQuery[];

export interface LoaderContext {
  queryClient: QueryClient;
  /** ms a loader waits for its data */
  deadlineMs: number;
}

async function fill(queryClient: QueryClient, query: PageQuery): Promise<unknown> {
  if (query.kind === 'infinite') return queryClient.prefetchInfiniteQuery(query.options);
  // ensureQueryData: what the cache holds already is used as it is (no refetch on the way in).
  const data: unknown = await queryClient.ensureQueryData(query.options).catch(() => undefined);
  if (query.kind === 'then' && data !== undefined) await Promise.all(query.next(data).map((next) => fill(queryClient, next)));
  return data;
}

/** Waits for every query of the page, at most `deadlineMs`; never rejects. */
export async function prefetchWithin(context: LoaderContext, queries: PageQuery[]): Promise<void> {
  if (queries.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, context.deadlineMs);
  });
  await Promise.race([Promise.all(queries.map((query) => fill(context.queryClient, query))), deadline]);
  clearTimeout(timer);
}

/** A route loader filling the cache with `data`'s queries; it answers null (nothing else rides on the loader). */
export function pageLoader(context: LoaderContext, data: PageData) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    await prefetchWithin(context, data({ params, url: new URL(request.url) }));
    return null;
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export const query = (options: FetchQueryOptions<any, any, any, any>): PageQuery => ({ kind: 'plain', options });
export const infiniteQuery = (options: FetchInfiniteQueryOptions<any, any, any, any, any>): PageQuery => ({ kind: 'infinite', options });
export const followedBy = <T,>(options: FetchQueryOptions<T, any, T, any>, next: (data: T) => PageQuery[]): PageQuery => ({ kind: 'then', options, next });
/* eslint-enable @typescript-eslint/no-explicit-any */
