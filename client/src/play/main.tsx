/**
 * The game frame's entry (client/play.html, served at /play, opened by the
 * member site's launcher in a frame): an app of its own beside the member site
 * (docs/decisions/0055), so none of the games' code reaches a member's page.
 * The browser renders it alone: it is not for search engines, and a game
 * starts from the launch token in its address.
 */
import '#client/components/ui/kanit.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForPreloadErrors } from '#client/lib/chunk-reload.js';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '#client/lib/query-client.js';
import { PlayApp, playRoutes } from './play-app.js';

// After a deploy, a lazy chunk of the old build is gone: reload once, as the member site does (docs/product.md §8).
listenForPreloadErrors();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlayApp queryClient={createQueryClient()} router={createBrowserRouter(playRoutes)} />
  </StrictMode>,
);
