import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { initialUiState } from '#client/lib/ui-state.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { AnnouncementDialog } from './announcement-dialog.js';
import { EventButton } from './event-button.js';
import type { AgentEvent } from '#shared/api/agent.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

const EVENTS: AgentEvent[] = [
  { id: 1, image: '/assets/events/event-1.svg', title: 'โหวตเลขเด็ดงวดนี้', description: null, created_at: '2024-01-01T00:00:00+07:00' },
  { id: 2, image: null, title: 'ปิดปรับปรุงระบบ', description: 'วันพุธ เวลา 02:00 - 04:00 น.', created_at: '2024-01-01T00:00:00+07:00' },
];

function renderDialog(events: AgentEvent[], open = true) {
  const api = answerFetch({ [API.agent.eventList]: { data: events } });
  const result = renderWithProviders(
    <>
      <EventButton />
      <AnnouncementDialog />
      <Location />
    </>,
    { route: '/', uiState: { ...initialUiState, modals: { ...initialUiState.modals, event: open } } },
  );
  return { ...result, api };
}

describe('AnnouncementDialog', () => {
  it('counts 0 / 0 when there are no events', async () => {
    const { api } = renderDialog([]);
    await waitFor(() => expect(api.callsTo(API.agent.eventList)).toHaveLength(1));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('ประกาศสำคัญ ( 0 / 0 )')).toBeInTheDocument();
    expect(api.urlsTo(API.agent.eventList)[0]?.searchParams.get('agent_code')).toBe('DEMO');
  });

  it('counts 1 / 2 with two events, one slide each, text slide for an event without image', async () => {
    renderDialog(EVENTS);
    expect(await screen.findByText('ประกาศสำคัญ ( 1 / 2 )')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByAltText('โหวตเลขเด็ดงวดนี้')[0]).toHaveAttribute('src', '/assets/events/event-1.svg');
    expect(within(dialog).getAllByText('ปิดปรับปรุงระบบ').length).toBeGreaterThan(0);
    // One dot per event.
    expect(dialog.querySelectorAll('.slick-dots li')).toHaveLength(2);
  });

  it('the counter follows the slide shown', async () => {
    const user = userEvent.setup();
    renderDialog(EVENTS);
    await screen.findByText('ประกาศสำคัญ ( 1 / 2 )');
    const dots = screen.getByRole('dialog').querySelectorAll<HTMLButtonElement>('.slick-dots button');
    await user.click(dots[1]!);
    expect(await screen.findByText('ประกาศสำคัญ ( 2 / 2 )')).toBeInTheDocument();
  });

  it('clicking an image goes to /poll/1 and closes the dialog', async () => {
    const user = userEvent.setup();
    renderDialog(EVENTS);
    await screen.findByText('ประกาศสำคัญ ( 1 / 2 )');
    await user.click(screen.getAllByAltText('โหวตเลขเด็ดงวดนี้')[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/poll/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is persistent: Escape does not close it, the red close button does', async () => {
    const user = userEvent.setup();
    renderDialog(EVENTS);
    await screen.findByText('ประกาศสำคัญ ( 1 / 2 )');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the event button shows the count and opens the dialog', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('announcements_shown', 'true');
    renderDialog(EVENTS, false);
    expect(await screen.findByTestId('event-count')).toHaveTextContent('2');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ประกาศสำคัญ 2 รายการ' }));
    expect(await screen.findByText('ประกาศสำคัญ ( 1 / 2 )')).toBeInTheDocument();
  });

  it('does not open by itself for the announcements the page arrives with: the button carries their count', async () => {
    const { api } = renderDialog(EVENTS, false);
    await waitFor(() => expect(api.callsTo(API.agent.eventList)).toHaveLength(1));
    expect(await screen.findByTestId('event-count')).toHaveTextContent('2');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open by itself without events', async () => {
    const { api } = renderDialog([], false);
    await waitFor(() => expect(api.callsTo(API.agent.eventList)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('event-count')).toBeNull();
  });
});
