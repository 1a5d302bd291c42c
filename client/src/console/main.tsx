/**
 * The agent console's entry (client/console.html, served at /agent): an app of
 * its own beside the member site (docs/decisions/0055), so none of its code
 * reaches a member's page. The browser renders it alone: it is not for search
 * engines, and all it shows needs the agent key kept in the tab's storage.
 */
import '#client/components/ui/kanit.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForPreloadErrors } from '#client/lib/chunk-reload.js';
import { createQueryClient } from '#client/lib/query-client.js';
import { ConsoleApp } from './console-app.js';

// After a deploy, a lazy chunk of the old build is gone: reload once, as the member site does (docs/product.md §8).
listenForPreloadErrors();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp queryClient={createQueryClient()} />
  </StrictMode>,
);
