import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { agentConfig, answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { Footer } from './footer.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

function tabs() {
  const nav = screen.getByRole('navigation', { name: 'แถบเมนูด้านล่าง' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('gives a visitor home, affiliate, login, promotions and contact', async () => {
    answerFetch({ [API.agent.config]: { data: agentConfig } });
    renderWithProviders(<Footer />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', agentConfig.info.line_contact_url));
    expect(tabs()).toEqual([
      ['หน้าหลัก', '/'],
      ['แนะนำเพื่อน', '/affiliate'],
      ['เข้าสู่ระบบ', '/login'],
      ['โปรโมชั่น', '/promotions'],
      ['ติดต่อเรา', agentConfig.info.line_contact_url],
    ]);
    const contact = screen.getByRole('link', { name: 'ติดต่อเรา' });
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact.getAttribute('rel')).toContain('noopener');
  });

  it('gives a member home, profile, deposit, withdraw and contact', async () => {
    answerFetch({ [API.agent.config]: { data: agentConfig } });
    renderWithProviders(<Footer />, { session: testSession() });
    await waitFor(() => expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', agentConfig.info.line_contact_url));
    expect(tabs()).toEqual([
      ['หน้าหลัก', '/'],
      ['โปรไฟล์', '/member/profile'],
      ['ฝากเงิน', '/member/deposit'],
      ['ถอนเงิน', '/member/withdraw'],
      ['ติดต่อเรา', agentConfig.info.line_contact_url],
    ]);
  });

  it('keeps the content within 640 px', () => {
    answerFetch({ [API.agent.config]: { data: agentConfig } });
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'แถบเมนูด้านล่าง' });
    expect(getComputedStyle(nav).maxWidth).toBe('640px');
  });
});
