import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GameLobbyResponse } from '#shared/api/games.js';
import { readLobbyState } from '#client/lib/persisted-state.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { GAME_PATHS, gameOf, gamesFrom } from '../test-support/fixtures.js';
import { HomeGameSections } from './home-game-sections.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const lobby = (lastPlayed = gamesFrom(50, 2)): GameLobbyResponse => ({
  hot: [gameOf(), ...gamesFrom(30, 3)],
  last_played: lastPlayed,
  categories: [],
  providers: [],
});

describe('HomeGameSections', () => {
  it('a member sees last played and hot games, and both rows are kept as lobby caches', async () => {
    answerFetch({ [GAME_PATHS.lobby]: { data: lobby() } });
    renderWithProviders(<HomeGameSections />, { session: testSession() });
    const last = await screen.findByRole('region', { name: 'เล่นล่าสุด' });
    expect(within(last).getAllByTestId('game-tile')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'เกมฮิต' })).getAllByTestId('game-tile')).toHaveLength(4);
    expect((readLobbyState().hot as unknown[]).length).toBe(4);
    expect((readLobbyState().last as unknown[]).length).toBe(2);
  });

  it('a visitor sees the hot games only', async () => {
    answerFetch({ [GAME_PATHS.lobby]: { data: lobby([]) } });
    renderWithProviders(<HomeGameSections />);
    expect(await screen.findByRole('region', { name: 'เกมฮิต' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'เล่นล่าสุด' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ดูทั้งหมด' })).toHaveAttribute('href', '/lobby?tag=hot');
  });

  it('leaves the home page alone when the lobby cannot be read', async () => {
    const api = answerFetch({ [GAME_PATHS.lobby]: { status: 500, error: 1000, message: 'ระบบขัดข้อง' } });
    const { container } = renderWithProviders(<HomeGameSections />);
    await vi.waitFor(() => expect(api.callsTo(GAME_PATHS.lobby).length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(screen.queryByLabelText('กำลังโหลดเกม')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });
});
