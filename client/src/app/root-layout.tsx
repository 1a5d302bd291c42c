/** The root route: app-wide behaviour around every layout (loading bar, HTTP rules, scroll, `?ref=` capture, the tab's title). */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBar } from './loading-bar.js';
import { useHttpErrorHandlers } from './http-handlers.js';
import { useRefCapture } from './use-ref-capture.js';
import { usePageTitle } from './page-head.js';

export function RootLayout() {
  useHttpErrorHandlers();
  useRefCapture();
  usePageTitle();
  useEffect(() => {
    // The page answers taps from here on (browser tests wait for it before they type or tap).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  return null;
}
