import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { GameListResponse } from '#shared/api/games.js';
import { readLobbyState, updateLobbyState } from '#client/lib/persisted-state.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { GAME_PATHS, gameOf, gamesFrom, lobbyConfigOf, pageOf } from '../test-support/fixtures.js';
import { loadLobbyCacheCheck } from '../lobby-cache.js';
import { SEARCH_DEBOUNCE_MS } from '../components/lobby-filters.js';
import { FreespinPage } from './freespin-page.js';
import { LobbyPage } from './lobby-page.js';
import { SlotPage } from './slot-page.js';
import { SportPage } from './sport-page.js';
import { LoginModalStandIn } from '#client/test-support/login-modal.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

type ListAnswer = (params: URLSearchParams) => GameListResponse;

/** Renders the lobby routes at `route`; every list request's query is kept, in order. */
function renderLobby(route: string, list: ListAnswer, answers: Answers = {}) {
  const queries: URLSearchParams[] = [];
  const api = answerFetch({
    [GAME_PATHS.lobbyConfigs]: (_body, url) => ({ data: { config: lobbyConfigOf({ lobby_key: url.searchParams.get('lobby_key') as 'slot' }) } }),
    [GAME_PATHS.list]: (_body, url) => {
      queries.push(url.searchParams);
      return { data: list(url.searchParams) };
    },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/slot"
        element={
          <>
            <SlotPage />
            <LoginModalStandIn />
          </>
        }
      />
      <Route path="/sport" element={<SportPage />} />
      <Route path="/freespin" element={<FreespinPage />} />
      <Route path="/lobby/:name?" element={<LobbyPage />} />
      <Route path="/login" element={<h1>เข้าสู่ระบบ</h1>} />
    </Routes>,
    { route },
  );
  return { api, queries, last: () => Object.fromEntries(queries.at(-1)!) };
}

const threeGames: ListAnswer = (params) => pageOf([gameOf(), ...gamesFrom(20, 2)], 3, Number(params.get('offset')));

describe('game lobbies', () => {
  it('shows the configured title and providers, and lists the category 60 at a time', async () => {
    const { last, api } = renderLobby('/slot', threeGames);
    expect(await screen.findByRole('heading', { name: 'สล็อตออนไลน์' })).toBeInTheDocument();
    expect(screen.getByText('สล็อตแตกง่าย เล่นได้ทุกวัน')).toBeInTheDocument();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
    expect(last()).toEqual({ category: 'slot', limit: '60', offset: '0' });
    expect(api.callsTo(GAME_PATHS.lobbyConfigs)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'สยามสล็อต (120)' })).toBeInTheDocument();
    // A tile: name, provider, badges, RTP.
    const tile = screen.getAllByTestId('game-tile')[0]!;
    expect(tile).toHaveTextContent('พญานาคทองคำ');
    expect(tile).toHaveTextContent('หวยดี เกมส์');
    expect(tile).toHaveTextContent('ฮิต');
    expect(tile).toHaveTextContent('ฟรีสปิน');
    expect(tile).toHaveTextContent('RTP 96.12%');
  });

  it('provider, tag and search filters build the list query; the search waits for typing to stop', async () => {
    const user = userEvent.setup();
    const { last, queries } = renderLobby('/slot', threeGames);
    await screen.findAllByTestId('game-tile');

    await user.click(screen.getByRole('button', { name: 'สยามสล็อต (120)' }));
    await waitFor(() => expect(last()).toEqual({ category: 'slot', provider: 'siam', limit: '60', offset: '0' }));
    await user.click(screen.getByRole('button', { name: 'เกมฮิต' }));
    await waitFor(() => expect(last()).toEqual({ category: 'slot', provider: 'siam', tag: 'hot', limit: '60', offset: '0' }));

    const before = queries.length;
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'นาค');
    await waitFor(() => expect(last()).toMatchObject({ q: 'นาค' }), { timeout: SEARCH_DEBOUNCE_MS * 6 });
    // One request for the whole word, not one per letter.
    expect(queries.length).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: 'ทุกค่าย' }));
    await waitFor(() => expect(last()).toEqual({ category: 'slot', tag: 'hot', q: 'นาค', limit: '60', offset: '0' }));
  });

  it('"ดูเพิ่มเติม" asks for the next page from the offset reached, until all are shown', async () => {
    const user = userEvent.setup();
    const total = 130;
    const { queries } = renderLobby('/slot', (params) => {
      const offset = Number(params.get('offset'));
      return pageOf(gamesFrom(100 + offset, Math.min(60, total - offset)), total, offset);
    });
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(60);
    expect(screen.getByTestId('lobby-count')).toHaveTextContent('แสดง 60 จาก 130 เกม');

    await user.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(120));
    await user.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(130));
    expect(screen.queryByRole('button', { name: 'ดูเพิ่มเติม' })).toBeNull();
    expect(queries.map((q) => q.get('offset'))).toEqual(['0', '60', '120']);
  });

  it('a category without games says they are coming, with no made-up tiles', async () => {
    renderLobby('/sport', () => pageOf([], 0));
    expect(await screen.findByTestId('lobby-empty')).toHaveTextContent('เกมกีฬากำลังจะมา เร็ว ๆ นี้');
    expect(screen.queryByTestId('game-tile')).toBeNull();
  });

  it('a filter with no match says so and can be cleared', async () => {
    const user = userEvent.setup();
    const { last } = renderLobby('/slot?tag=new', (params) => (params.get('tag') ? pageOf([], 0) : threeGames(params)));
    expect(await screen.findByTestId('lobby-empty')).toHaveTextContent('ไม่พบเกมที่ตรงกับการค้นหา');
    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
    expect(last()).toEqual({ category: 'slot', limit: '60', offset: '0' });
  });

  it('/freespin lists the games with free spins, whatever their category', async () => {
    const { last } = renderLobby('/freespin', threeGames);
    await screen.findAllByTestId('game-tile');
    expect(last()).toEqual({ free_spins: '1', limit: '60', offset: '0' });
  });

  it('/lobby with no name lists every game', async () => {
    const first = renderLobby('/lobby', threeGames);
    await screen.findAllByTestId('game-tile');
    expect(first.last()).toEqual({ limit: '60', offset: '0' });
    expect(first.api.callsTo(GAME_PATHS.lobbyConfigs)).toHaveLength(1);
  });

  it('/lobby/<provider code> lists that provider\'s games under its name', async () => {
    const { last } = renderLobby('/lobby/siam', threeGames);
    expect(await screen.findByRole('heading', { level: 1, name: 'สยามสล็อต' })).toBeInTheDocument();
    await screen.findAllByTestId('game-tile');
    expect(last()).toEqual({ provider: 'siam', limit: '60', offset: '0' });
    expect(screen.queryByRole('button', { name: 'ทุกค่าย' })).toBeNull();
  });

  it('/lobby/<not a code> says the lobby does not exist and calls nothing', async () => {
    const { api } = renderLobby(`/lobby/${encodeURIComponent('โป๊กเกอร์')}`, threeGames);
    expect(await screen.findByText('ไม่พบหน้ารวมเกมนี้')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the unfiltered first page as the lobby cache and shows it at once next time', async () => {
    const cached = pageOf([gameOf({ id: 77, name: 'เกมจากแคช' })], 1);
    updateLobbyState({ slot: cached });
    // The cache is read back once its check has loaded (when the browser is idle after the first route).
    await loadLobbyCacheCheck();
    const { queries } = renderLobby('/slot', threeGames);
    // The cached tile paints before (and is replaced by) the fresh list.
    expect(screen.getByText('เกมจากแคช')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    expect(queries).toHaveLength(1);
    expect((readLobbyState().slot as GameListResponse).games.map((game) => game.id)).toEqual([11, 20, 21]);
  });

  it('a visitor tapping a game gets the login modal over the lobby', async () => {
    const user = userEvent.setup();
    renderLobby('/slot', threeGames);
    await user.click((await screen.findAllByRole('button', { name: /^เล่น / }))[0]!);
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(3);
  });
});
