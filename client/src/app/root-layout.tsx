/** The root route: app-wide behaviour around every layout (loading bar, HTTP rules, scroll, `?ref=` capture). */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBar } from './loading-bar.js';
import { useHttpErrorHandlers } from './http-handlers.js';
import { useRefCapture } from './use-ref-capture.js';

export function RootLayout() {
  useHttpErrorHandlers();
  useRefCapture();
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
