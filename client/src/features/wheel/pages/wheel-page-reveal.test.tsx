/**
 * The wheel with motion (wheel-page.test.tsx runs with reduced motion, which
 * framer-motion reads once per file): while the wheel turns, no balance on
 * screen tells the prize, although the spin's answer and the live wallets
 * push are already in the cache; they show with the prize.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frameData, MotionGlobalConfig } from 'framer-motion';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { Topic } from '#shared/live/topic-names.js';
import { MemberPanel } from '#client/components/member-panel/member-panel.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { WALLETS_QUERY_KEY } from '../api/keys.js';
import { SPIN_SECONDS } from '../components/wheel-geometry.js';
import { BOARD, config, PRIZES, seedState, spinAnswer, TABLES, wallets } from '../test-support/fixtures.js';
import { WheelPage } from './wheel-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

/** 250 THB and 100 points before; the spin costs 20 points and wins a 20 THB bonus. */
const WON = PRIZES[4]!;
const AFTER: WalletsResponse = { ...wallets(80, 2), total: 270 };

describe('WheelPage, the wheel turning', () => {
  // The wheel's animation runs on a clock the test moves: still while it looks at the screen mid-spin.
  beforeEach(() => {
    bindings.length = 0;
    MotionGlobalConfig.useManualTiming = true;
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
  });

  it('keeps the member panel’s and the page’s balances as they were until the wheel stops on the prize', async () => {
    const user = userEvent.setup();
    answerFetch({
      [API.wheel.configV2]: { data: config() },
      [API.wheel.board]: { data: { items: BOARD } },
      [API.wheel.seed]: { data: seedState() },
      [API.wheel.tables]: { data: { tables: TABLES } },
      [API.member.wallets]: { data: wallets() },
      [API.member.points]: { data: { point: 100 } },
      [API.wheel.spinV2]: { data: spinAnswer(WON, { paid_with: 'points', cost: 20, wallets: AFTER, free_spins: 2 }) },
    });
    const { queryClient } = renderWithProviders(
      <>
        <MemberPanel />
        <WheelPage />
      </>,
      { route: '/member/wheel?tab=2', session: testSession() },
    );
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿250.00'));
    await waitFor(() => expect(screen.getByTestId('wheel-points')).toHaveTextContent('100 แต้ม'));
    await user.click(await screen.findByRole('button', { name: 'หมุนด้วย 20 แต้ม' }));

    // The answer is in the cache, and the gateway's push of the same wallets follows it.
    await waitFor(() => expect(queryClient.getQueryData<WalletsResponse>(WALLETS_QUERY_KEY)?.total).toBe(270));
    const push = bindings.find((binding) => binding.topic === Topic.wallets)!.events.wallets as (current: unknown, event: WalletsResponse) => WalletsResponse;
    act(() => {
      queryClient.setQueryData(WALLETS_QUERY_KEY, (current: unknown) => push(current, AFTER));
    });
    expect(screen.queryByTestId('spin-result')).toBeNull();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('฿250.00');
    expect(screen.getByTestId('member-points')).toHaveTextContent('100 แต้ม');
    expect(screen.getByTestId('wheel-points')).toHaveTextContent('100 แต้ม');

    // Past the end of the turn: the prize shows, and with it what the spin did.
    frameData.timestamp += (SPIN_SECONDS + 1) * 1000;
    expect(await screen.findByTestId('spin-prize')).toHaveTextContent(WON.name);
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿270.00'));
    expect(screen.getByTestId('member-points')).toHaveTextContent('80 แต้ม');
    expect(screen.getByTestId('wheel-points')).toHaveTextContent('80 แต้ม');
  });
});
