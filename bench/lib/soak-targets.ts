/** What the soak bench's members play on: looked up once through a node before the load starts. */
import type { GameListResponse } from '#shared/api/games.js';
import { BET_TYPE_INFO, type BetType, type LottoLobbyResponse } from '#shared/api/lotto/rounds.js';
import type { PollConfig } from '#shared/api/poll.js';
import { API } from '#shared/api/paths.js';
import type { HttpClient } from './http-client.js';
import { findOpenYeekeeRound } from './yeekee-round.js';

/** The built-in provider: the bench signs its game rounds as it. */
export const PROVIDER = 'huaydee';

export interface SoakTargets {
  bills: { round: number; name: string; betTypes: BetType[]; digits(betType: BetType): number };
  yeekeeRound: number;
  poll: { id: number; choices: number[] };
  game: NonNullable<GameListResponse['games'][number]>;
}

/** The open non-yeekee round that closes last (it must outlast the run: a closed round refuses every bill). */
async function billRound(client: HttpClient, needMs: number): Promise<SoakTargets['bills']> {
  const lobby = await client.send<LottoLobbyResponse>('GET', API.lotto.lobby);
  const data = (lobby.body as { data?: LottoLobbyResponse } | undefined)?.data;
  if (!data) throw new Error(`lobby failed: ${JSON.stringify(lobby.body)}`);
  const now = Date.parse(data.server_time);
  const chosen = data.categories
    .filter((category) => category.kind !== 'yeekee')
    .flatMap((category) => category.rounds.filter((round) => round.status === 'open').map((round) => ({ category, round })))
    .filter(({ round }) => Date.parse(round.closes_at) - now > needMs)
    .sort((a, b) => Date.parse(b.round.closes_at) - Date.parse(a.round.closes_at))[0];
  if (!chosen) throw new Error(`no open non-yeekee round stays open another ${Math.round(needMs / 1000)} s`);
  return {
    round: chosen.round.round_id,
    name: chosen.category.name,
    betTypes: chosen.category.bet_types,
    digits: (betType) => BET_TYPE_INFO[betType].digits,
  };
}

async function openPoll(client: HttpClient): Promise<SoakTargets['poll']> {
  const reply = await client.send<PollConfig>('GET', API.poll.config);
  const poll = reply.body?.data?.poll;
  if (!poll || poll.status !== 'open') throw new Error(`no open poll: ${JSON.stringify(reply.body).slice(0, 300)}`);
  return { id: poll.id, choices: poll.choices.map((choice) => choice.id) };
}

/** The game the members' sessions are opened for: the built-in provider's first. */
async function firstGame(client: HttpClient): Promise<SoakTargets['game']> {
  const list = await client.send<GameListResponse>('GET', `${API.game.list}?provider=${PROVIDER}&limit=1`);
  const game = list.body?.data?.games[0];
  if (!game) throw new Error(`no game of ${PROVIDER}: ${JSON.stringify(list.body)}`);
  return game;
}

export async function findTargets(client: HttpClient, needMs: number): Promise<SoakTargets> {
  const [bills, yeekee, poll, game] = await Promise.all([billRound(client, needMs), findOpenYeekeeRound(client), openPoll(client), firstGame(client)]);
  return { bills, yeekeeRound: yeekee.round_id, poll, game };
}
