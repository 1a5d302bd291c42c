/** Renders an auth form in a small router so navigation after success can be seen. */
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '#client/components/ui/toaster.js';
import { renderWithProviders } from '#client/test-support/render.js';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderAuthPage(path: string, element: ReactElement) {
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Where />
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: pathname.slice(1), element },
          { path: 'member', element: <h1>หน้าสมาชิก</h1> },
          { path: 'login', element: <h1>หน้าเข้าสู่ระบบ</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(null, { router }), router };
}
