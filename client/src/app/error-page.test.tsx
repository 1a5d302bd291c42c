import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { TH } from '#shared/messages.th.js';
import { CHUNK_RELOAD_INTERVAL_MS } from '#shared/constants.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { ErrorPage, RouteErrorBoundary, describeRouteError } from './error-page.js';
import { updateSessionState } from '#client/lib/persisted-state.js';

function renderFailingRoute(fail: () => never, lazy = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        children: [
          lazy
            ? { path: 'broken', lazy: async () => fail() }
            : { path: 'broken', loader: () => fail(), Component: () => <p>page</p> },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  return renderWithProviders(null, { router });
}

describe('error pages', () => {
  it('404 shows the status, Not Found, the generic sentence and a go-home link', () => {
    renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
  });

  it('any other status shows An error occurred', () => {
    renderWithProviders(<ErrorPage status={503} message="ระบบปิดปรับปรุง" />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByText(TH.errorPage.other)).toBeInTheDocument();
    expect(screen.getByText('ระบบปิดปรับปรุง')).toBeInTheDocument();
    expect(screen.queryByText(TH.errorPage.notFound)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TH.errorPage.goHome })).toBeInTheDocument();
  });

  it('a route error shows a full-page overlay with status 500 by default and the message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('โหลดข้อมูลไม่สำเร็จ');
    });
    const overlay = await screen.findByTestId('error-overlay');
    expect(overlay).toHaveStyle({ position: 'fixed' });
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText(TH.errorPage.other)).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    expect(screen.getByRole('link', { name: TH.errorPage.goHome })).toBeInTheDocument();
  });

  it('a thrown response keeps its status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Response('บริการไม่พร้อม', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByTestId('error-message')).toHaveTextContent('บริการไม่พร้อม');
  });

  it('a failed chunk load reloads the page instead of showing the overlay', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    }, true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('error-overlay')).not.toBeInTheDocument();
  });

  it('a failed chunk load within a minute of the last reload shows the overlay instead', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    updateSessionState({ chunkReloadAt: Date.now() - CHUNK_RELOAD_INTERVAL_MS / 2 });
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    }, true);
    expect(await screen.findByTestId('error-overlay')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(reload).not.toHaveBeenCalled();
  });

  it('describes errors without a status as 500', () => {
    expect(describeRouteError('x')).toEqual({ status: 500, message: 'x' });
    expect(describeRouteError({ status: 404, message: 'ไม่พบ' })).toEqual({ status: 404, message: 'ไม่พบ' });
    expect(describeRouteError({ status: 42 })).toEqual({ status: 500, message: undefined });
  });
});
