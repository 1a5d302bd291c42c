import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { shotsAnswer, yeekeeRound } from '../test-support/fixtures.js';
import { roundIdParam } from '../round-param.js';
import { YeekeePage } from './yeekee-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeSocket: () => () => {}, subscribeTopic: async () => null }));

describe('YeekeePage', () => {
  it('reads ?round= as a round id', () => {
    expect(roundIdParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '4.2', 'abc', '01', '12345678901']) expect(roundIdParam(bad)).toBeNull();
  });

  it('shows the rounds without ?round= and one round with it', async () => {
    const round = yeekeeRound({ round_id: 77, round_no: 5 });
    answerFetch({
      [API.lotto.yeekeeList]: { data: { rounds: [round], server_time: new Date().toISOString() } },
      [API.lotto.yeekeeLists]: (_body, url) => ({ data: shotsAnswer(round, [], url) }),
    });
    const list = renderWithProviders(<YeekeePage />, { route: '/lotto/yeekee' });
    expect(await screen.findByRole('heading', { level: 1, name: 'หวยยี่กี' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /รอบที่ 12|รอบที่ 5/ })).toHaveAttribute('href', '/lotto/yeekee?round=77');
    list.unmount();

    renderWithProviders(<YeekeePage />, { route: '/lotto/yeekee?round=77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'หวยยี่กี รอบที่ 5' })).toBeInTheDocument();
    expect(screen.getByText('ผู้เยี่ยมชมดูการยิงเลขได้ เข้าสู่ระบบเพื่อร่วมยิงเลข')).toBeInTheDocument();
  });
});
