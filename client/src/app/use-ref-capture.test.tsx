import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { storedRefCode } from '#client/lib/referral-code.js';
import { appRoutes } from './test-support/app-routes.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

function renderAt(path: string) {
  const api = answerFetch({ [API.affiliate.click]: { data: { counted: true } } });
  let router!: ReturnType<typeof createMemoryRouter>;
  renderWithProviders(null, { router: (queryClient) => (router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })) });
  return { api, router: () => router };
}

describe('?ref= on any page', () => {
  it('is kept for the session, counted once, and fills the register form when its own address has none', async () => {
    const { api, router } = renderAt('/promotions?ref=K7M2Q9XP');
    await waitFor(() => expect(api.callsTo(API.affiliate.click)).toHaveLength(1));
    expect(api.callsTo(API.affiliate.click)[0]).toMatchObject({ method: 'POST', body: { code: 'K7M2Q9XP' } });
    expect(storedRefCode()).toBe('K7M2Q9XP');
    // The same code again (another page, a reload) is not counted twice.
    await router().navigate('/promotions?ref=K7M2Q9XP&tab=1');
    await router().navigate('/register');
    expect(await screen.findByRole('textbox', { name: /รหัสผู้แนะนำ/ })).toHaveValue('K7M2Q9XP');
    expect(api.callsTo(API.affiliate.click)).toHaveLength(1);
  });

  it("the register page's own ?ref= wins over the kept one; junk is ignored", async () => {
    sessionStorage.setItem('session', JSON.stringify({ refCode: 'OLDCODE1' }));
    const { api, router } = renderAt('/register?ref=NEWCODE2');
    expect(await screen.findByRole('textbox', { name: /รหัสผู้แนะนำ/ })).toHaveValue('NEWCODE2');
    await waitFor(() => expect(api.callsTo(API.affiliate.click)).toHaveLength(1));
    await router().navigate('/promotions?ref=%3Cscript%3E');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(API.affiliate.click)).toHaveLength(1);
    expect(storedRefCode()).toBe('NEWCODE2');
  });
});
