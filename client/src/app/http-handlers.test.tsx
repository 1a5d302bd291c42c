import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router-dom';
import { apiRequest } from '#client/lib/api-client.js';
import { session } from '#client/lib/session.js';
import { Toaster } from '#client/components/ui/toaster.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { useHttpErrorHandlers } from './http-handlers.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';

function Root() {
  useHttpErrorHandlers();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

function renderAt(path: string, member = false) {
  const router = () =>
    createMemoryRouter(
      [
        {
          path: '/',
          Component: Root,
          children: [
            { index: true, Component: () => <h1>หน้าหลัก</h1> },
            { path: 'login', Component: () => <h1>เข้าสู่ระบบ</h1> },
            { path: 'somewhere', Component: () => <h1>ที่ไหนสักแห่ง</h1> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
  let created!: ReturnType<typeof createMemoryRouter>;
  renderWithProviders(null, { session: member ? testSession() : undefined, router: () => (created = router()) });
  return () => created;
}

describe('HTTP error handlers (product §8)', () => {
  it('HTTP 400 sends the user home with an error toast', async () => {
    answerFetch({ '/api/thing': { status: 400, error: 1002, message: 'คำขอไม่ถูกต้อง' } });
    const router = renderAt('/somewhere');
    await screen.findByRole('heading', { name: 'ที่ไหนสักแห่ง' });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 400 });
    await waitFor(() => expect(router().state.location.pathname).toBe('/'));
    expect(await screen.findByText('คำขอไม่ถูกต้อง')).toBeInTheDocument();
  });

  it('HTTP 401 clears the member and goes to /login with an error toast', async () => {
    answerFetch({ '/api/member/wallets': { status: 401, error: 1003, message: 'กรุณาเข้าสู่ระบบ' } });
    const router = renderAt('/somewhere', true);
    await screen.findByRole('heading', { name: 'ที่ไหนสักแห่ง' });
    await expect(apiRequest('/api/member/wallets')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router().state.location.pathname).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('กรุณาเข้าสู่ระบบ')).toBeInTheDocument();
  });

  it('a call that opts out of the 401 redirect stays put', async () => {
    answerFetch({ '/api/x': { status: 401, error: 1003 } });
    const router = renderAt('/somewhere', true);
    await screen.findByRole('heading', { name: 'ที่ไหนสักแห่ง' });
    await expect(apiRequest('/api/x', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router().state.location.pathname).toBe('/somewhere');
    expect(session.get()).not.toBeNull();
  });
});
