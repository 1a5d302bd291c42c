/**
 * The boundary between the gateway and the member site's server build
 * (client/src/entry-server.tsx): what a page render is asked and answers.
 * Types only: the gateway loads the build at run time.
 */

/** How a render's `/api` reads reach the upstream (a server has no relative URL). */
export type RenderFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** the page's absolute address (origin + path + search) */
  url: string;
  /** the server's clock now (ms): what countdowns and dates show in the HTML */
  renderedAt: number;
  /** how long the route loaders wait for data (default 300 ms) */
  dataDeadlineMs?: number;
  fetchApi: RenderFetch;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** tags for the head: the page's title and meta, and its critical styles */
      head: string;
      /** the markup inside #root */
      html: string;
      /** the state script the browser hydrates from, placed after #root */
      state: string;
      /** query keys the page read that its loaders left unfilled (a test checks it is none) */
      unfilled: string[];
    };

/** What the server build exports. */
export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
