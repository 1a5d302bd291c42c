// The weights the theme and pages use (semibold takes 700); each file's unicode-range keeps the
// browser to the Thai and Latin files a page renders. The Thai 400 is preloaded (vite.config.ts).
import '@fontsource/kanit/400.css';
import '@fontsource/kanit/500.css';
import '@fontsource/kanit/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { listenForPreloadErrors } from './app/chunk-reload.js';
import { startTagManager } from './lib/runtime-config.js';

listenForPreloadErrors();
startTagManager();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
