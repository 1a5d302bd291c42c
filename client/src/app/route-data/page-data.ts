/**
 * What each page reads, by name, with each feature's own query options: the
 * server prefetches exactly this, and a server render test checks that a
 * rendered page left no query of its own unfilled. The server renders a
 * visitor's view (it cannot read the session in localStorage): the site's own
 * agent, no member's data, and nothing of the live sockets.
 */
import type { LobbyKey } from '#shared/api/games-catalogue.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { agentConfigQueryOptions } from '#client/site-data/get-agent-config.js';
import { bannersQueryOptions } from '#client/site-data/get-banners.js';
import { eventsQueryOptions } from '#client/site-data/get-events.js';
import { notificationsQueryOptions } from '#client/site-data/get-notifications.js';
import { affiliateConfigsQueryOptions } from '#client/features/affiliate/api/get-affiliate-configs.js';
import { cashbackRatesQueryOptions } from '#client/features/cashback/api/get-rates.js';
import { commitmentsQueryOptions } from '#client/features/fairness/api/get-commitments.js';
import { finishedMatchQueryOptions } from '#client/features/fairness/api/get-football-results.js';
import { revealedShoeQueryOptions } from '#client/features/fairness/api/get-revealed-shoe.js';
import { roundShotsQueryOptions } from '#client/features/fairness/api/get-round-shots.js';
import { seededRoundQueryOptions } from '#client/features/fairness/api/get-seeded-round.js';
import { slotStripsQueryOptions } from '#client/features/fairness/api/get-slot-strips.js';
import { wheelTableQueryOptions } from '#client/features/fairness/api/get-wheel-example.js';
import { gameListQueryOptions } from '#client/features/games/api/get-game-list.js';
import { gameLobbyQueryOptions } from '#client/features/games/api/get-game-lobby.js';
import { lobbyConfigQueryOptions } from '#client/features/games/api/get-lobby-config.js';
import { lobbyFilterValue, lobbyListFilter, lobbyOfName } from '#client/features/games/lobby-filter.js';
import { lobbyQueryOptions } from '#client/features/lotto/api/get-lobby.js';
import { ratesQueryOptions } from '#client/features/lotto/api/get-rates.js';
import { resultsFilterOf, resultsQueryOptions } from '#client/features/lotto/api/get-results.js';
import { pollConfigQueryOptions, pollIdOf } from '#client/features/poll/api/get-poll-config.js';
import { pollWinnersQueryOptions } from '#client/features/poll/api/get-poll-winners.js';
import { pollLiveQueryOptions } from '#client/features/poll/api/live-poll.js';
import { promotionsQueryOptions } from '#client/features/promotions/api/get-promotions.js';
import { redemptionListQueryOptions } from '#client/features/redemption/api/get-redemption-list.js';
import { soothTablesQueryOptions } from '#client/features/sooth/api/get-tables.js';
import { followedBy, infiniteQuery, query, type PageData } from './prefetch.js';

/** A game lobby: its config and the first page of its list, as the address filters it. */
const lobby =
  (lobbyKey: LobbyKey, provider?: string): PageData =>
  ({ url }) => [
    query(lobbyConfigQueryOptions(lobbyKey)),
    infiniteQuery(gameListQueryOptions({ filter: lobbyListFilter(lobbyKey, lobbyFilterValue(url.searchParams), provider) })),
  ];

export const PAGE_DATA = {
  /** The header and footer of the default and lobby layouts. */
  chrome: () => [query(agentConfigQueryOptions(DEFAULT_AGENT_CODE)), query(notificationsQueryOptions(DEFAULT_AGENT_CODE)), query(eventsQueryOptions())],
  /** The auth layouts' logo. */
  auth: () => [query(agentConfigQueryOptions(DEFAULT_AGENT_CODE))],
  home: () => [query(bannersQueryOptions()), query(gameLobbyQueryOptions(false))],
  lottoLobby: () => [query(lobbyQueryOptions())],
  lottoRates: () => [query(ratesQueryOptions())],
  lottoResults: ({ url }) => [query(resultsQueryOptions(resultsFilterOf(url.searchParams))), query(lobbyQueryOptions())],
  sooth: () => [query(soothTablesQueryOptions())],
  promotions: () => [query(promotionsQueryOptions(null))],
  redeem: () => [query(redemptionListQueryOptions())],
  cashback: () => [query(cashbackRatesQueryOptions())],
  affiliate: () => [query(affiliateConfigsQueryOptions())],
  fairness: () => [
    query(seededRoundQueryOptions('draw')),
    // The yeekee example's shots follow from the round it found.
    followedBy(seededRoundQueryOptions('yeekee'), (example) => (example ? [query(roundShotsQueryOptions(example.round.round_id))] : [])),
    query(wheelTableQueryOptions()),
    query(revealedShoeQueryOptions()),
    query(finishedMatchQueryOptions()),
    query(commitmentsQueryOptions()),
  ],
  /** /fairness/slots/{code}: the title's published strip table, from the built-in provider. */
  slotStrips: ({ params }) => (params.code ? [query(slotStripsQueryOptions(params.code))] : []),
  /** /poll/{id?}: the poll, then its votes (a visitor's: no quota) and, once closed, its winners. */
  poll: ({ params }) => {
    const pollId = pollIdOf(params.id);
    if (pollId === undefined) return [];
    return [
      followedBy(pollConfigQueryOptions(pollId), ({ poll }) => [
        query(pollLiveQueryOptions(poll.id, null)),
        ...(poll.status === 'closed' ? [query(pollWinnersQueryOptions(poll.id))] : []),
      ]),
    ];
  },
  slot: lobby('slot'),
  casino: lobby('casino'),
  fishing: lobby('fishing'),
  sport: lobby('sport'),
  freespin: lobby('freespin'),
  /** /lobby/{name?}: an unknown name reads nothing (the route answers 404). */
  namedLobby: (args) => {
    const named = lobbyOfName(args.params.name);
    return named ? lobby(named.lobbyKey, named.provider)(args) : [];
  },
} satisfies Record<string, PageData>;
