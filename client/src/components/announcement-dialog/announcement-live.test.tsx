import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api/paths.js';
import type { AgentEvent } from '#shared/api/agent.js';
import { Topic } from '#shared/live/topic-names.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { initialUiState, type UiState } from '#client/lib/ui-state.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { Toaster, toaster } from '../ui/toaster.js';
import { AnnouncementDialog } from './announcement-dialog.js';
import { EventButton } from './event-button.js';

/** The live bindings with the cache each writes to, so a test pushes an event the way lib/socket does. */
const live = vi.hoisted(() => ({ bound: [] as { binding: TopicBinding<unknown>; queryClient: QueryClient }[] }));
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    const queryClient = useQueryClient();
    if (binding.topic) live.bound.push({ binding, queryClient });
  },
  getSocket: () => null,
}));

function pushAnnouncement(event: AgentEvent) {
  const found = live.bound.findLast((entry) => entry.binding.topic === Topic.announcements);
  if (!found) throw new Error('nothing bound to announcements');
  const reduce = found.binding.events.announcement!;
  act(() => {
    found.queryClient.setQueryData(found.binding.queryKey, (current: unknown) => reduce(current, event as never));
  });
}

const at = '2024-01-01T00:00:00+07:00';
const EVENTS: AgentEvent[] = [{ id: 1, image: null, title: 'หวยรัฐบาลงวดนี้ จ่ายบาทละ 900', description: null, created_at: at }];
const BROADCAST: AgentEvent = { id: 2, image: null, title: 'ปิดปรับปรุงระบบคืนนี้', description: 'ตี 2 ถึงตี 4', created_at: at };

const IN_A_GAME: UiState = {
  ...initialUiState,
  selectedGame: { game_id: '11', provider_id: '1', sub_provider_id: null, source: 'lobby_slot', is_demo: false },
};

/** The list the page arrived with is in place (the event button counts it): what opens later comes from a push. */
async function arrivalListed() {
  expect(await screen.findByTestId('event-count')).toHaveTextContent(String(EVENTS.length));
}

function renderSite(route: string, uiState?: UiState) {
  const api = answerFetch({ [API.agent.eventList]: { data: EVENTS } });
  renderWithProviders(
    <>
      <EventButton />
      <AnnouncementDialog />
    </>,
    { route, ...(uiState ? { uiState } : {}) },
  );
  renderWithProviders(<Toaster />);
  return api;
}

describe('an announcement the agent broadcasts while someone is on the site', () => {
  beforeEach(() => {
    live.bound.length = 0;
    toaster.remove();
  });

  it('opens the announcement dialog at once, the new one first (those the page arrived with did not open it)', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await arrivalListed();
    expect(screen.queryByRole('dialog')).toBeNull();

    pushAnnouncement(BROADCAST);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ประกาศสำคัญ ( 1 / 2 )');
    expect(within(dialog).getAllByText('ปิดปรับปรุงระบบคืนนี้').length).toBeGreaterThan(0);
    // Once: moving on (another render of the same list) does not bring it back.
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    pushAnnouncement(BROADCAST);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in a game, does not cover it: a toast names it and opens the dialog when asked', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('announcements_shown', JSON.stringify([1]));
    renderSite('/slot', IN_A_GAME);
    await arrivalListed();

    pushAnnouncement(BROADCAST);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('มีประกาศสำคัญใหม่');
    expect(toast).toHaveTextContent('ปิดปรับปรุงระบบคืนนี้');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'ดูประกาศ' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('ประกาศสำคัญ ( 1 / 2 )');
  });

  it('on a lotto round’s betting page, a toast too', async () => {
    sessionStorage.setItem('announcements_shown', JSON.stringify([1]));
    renderSite('/lotto/42');
    await arrivalListed();
    pushAnnouncement(BROADCAST);
    expect(await screen.findByTestId('toast')).toHaveTextContent('ปิดปรับปรุงระบบคืนนี้');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a lotto page that only shows (results), the dialog opens', async () => {
    sessionStorage.setItem('announcements_shown', JSON.stringify([1]));
    renderSite('/lotto/results');
    await arrivalListed();
    pushAnnouncement(BROADCAST);
    expect(await screen.findByRole('dialog')).toHaveTextContent('ประกาศสำคัญ ( 1 / 2 )');
  });
});
