/** The root route: app-wide behaviour around every layout (loading bar, HTTP rules, scroll). */
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from './loading-bar.js';
import { useHttpErrorHandlers } from './http-handlers.js';

export function RootLayout() {
  useHttpErrorHandlers();
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
