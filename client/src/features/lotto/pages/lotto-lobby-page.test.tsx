import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import { resetServerClock } from '#client/lib/server-clock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { hanoiCategory, round, thaiCategory, yeekeeCategory } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { LottoLobbyPage } from './lotto-lobby-page.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('LottoLobbyPage', () => {
  beforeEach(() => resetServerClock());

  it('counts down on the server’s clock, not the phone’s', async () => {
    // The phone is three hours behind the server; the round closes 1 h 30 min after the server's now.
    const server = Date.now() + 3 * 3600_000;
    answerFetch({
      [API.lotto.lobby]: { data: {
        server_time: iso(server),
        categories: [{ ...thaiCategory, rounds: [round({ closes_at: iso(server + 90 * 60_000 + 30_000) })] }],
      } },
    });
    renderWithProviders(<LottoLobbyPage />, { route: '/lotto/lobby' });
    const countdown = await screen.findByTestId('round-countdown');
    // 01:30:30 on the server's clock (a second or two may pass); the phone's clock would say 04:30:xx.
    expect(countdown.textContent).toMatch(/^ปิดรับใน 01:30:(2\d|30)$/);
  });

  it('groups categories in Thai, badges each round, and links every round (yeekee too) to its betting page', async () => {
    const server = Date.now();
    answerFetch({
      [API.lotto.lobby]: { data: {
        server_time: iso(server),
        categories: [
          { ...yeekeeCategory, rounds: [round({ round_id: 901, category_id: 9, name: 'รอบที่ 12', opens_at: iso(server - 60_000), closes_at: iso(server + 14 * 60_000) })] },
          { ...thaiCategory, rounds: [round({ round_id: 101, closes_at: iso(server + 2 * 86_400_000 + 3_600_000) })] },
          {
            ...hanoiCategory,
            rounds: [round({ round_id: 301, category_id: 3, name: 'ฮานอย 10 พ.ย.', status: 'upcoming', opens_at: iso(server + 600_000), closes_at: iso(server + 3_600_000) })],
          },
        ],
      } },
    });
    renderWithProviders(<LottoLobbyPage />, { route: '/lotto/lobby' });

    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['หวยรัฐบาลไทย', 'หวยฮานอย', 'หวยยี่กี']);

    const links = screen.getAllByTestId('lotto-round-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/lotto/101', '/lotto/301', '/lotto/901']);
    expect(within(links[0]!).getByText('เปิดรับแทง')).toBeInTheDocument();
    expect(within(links[0]!).getByTestId('round-countdown').textContent).toMatch(/^ปิดรับใน 2 วัน 0[01]:\d\d:\d\d$/);
    expect(within(links[1]!).getByText('ยังไม่เปิดรับ')).toBeInTheDocument();
    expect(within(links[1]!).getByTestId('round-countdown').textContent).toMatch(/^เปิดรับใน 00:(09|10):\d\d$/);
    // Closing time in Thai with the Buddhist-era year.
    expect(links[0]!.textContent).toMatch(/ปิดรับ \d{1,2} \S+ 25\d\d \d\d:\d\d น\./);
  });

  it('shows the server’s message when the lobby cannot load', async () => {
    answerFetch({ [API.lotto.lobby]: () => ({ raw: { status: 1007, message: 'ไม่สามารถเชื่อมต่อระบบได้' } }) });
    renderWithProviders(<LottoLobbyPage />, { route: '/lotto/lobby' });
    expect(await screen.findByText('ไม่สามารถเชื่อมต่อระบบได้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});
