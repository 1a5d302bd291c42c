/**
 * One member at one table: the table live from its topic (everyone's view),
 * the member's own part (stakes, last settled hand, balance) read again each
 * time the table moves on to another phase or hand, the chip in hand, bets (debited at once, refused in Thai), and the hand's outcome for
 * the member once settled. The site's header hears that money moved
 * (`huaydee:wallets`, our own origin only) after each bet and after a
 * settlement that paid, as the slot page does after a spin.
 */
import { useEffect, useRef, useState } from 'react';
import { BACCARAT_CHIPS_THB } from '#shared/games/baccarat-api.js';
import type { BetSide } from '#shared/games/baccarat/payouts.js';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { useBaccaratBet } from '../api/baccarat-bet.js';
import { useLiveTable } from '#client/game-data/baccarat-live-table.js';
import { useBaccaratTable } from '../api/baccarat-table.js';
import { bahtFixed } from './format.js';
import { cardsTurned, dealOrder } from './deal-order.js';
import type { Chip } from './chip-row.js';
import { useTableNow } from '#client/game-data/use-table-now.js';

/** What a table needs of the session answer (its `game` is shaped for slots and not read here). */
export type TableSession = Pick<LiveGameSession, 'session' | 'mode' | 'display_name' | 'balance'>;

export function useTablePlay(session: TableSession, code: string) {
  const query = useBaccaratTable(session.session, code);
  const live = useLiveTable(code).data;
  const bet = useBaccaratBet(session.session, code);
  const [chip, setChip] = useState<Chip>(BACCARAT_CHIPS_THB[2]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Everyone's table from the topic when it has arrived; the member's own part from their call.
  const view = query.data && live ? { ...query.data, table: live.table } : query.data;

  // A new phase or hand: the member's stakes and last settlement (and so the balance) may have changed.
  const { refetch } = query;
  const moment = live ? `${live.table.hand_no}:${live.table.phase}` : null;
  useEffect(() => {
    if (moment !== null) void refetch();
  }, [moment, refetch]);
  const now = useTableNow(view?.offsetMs ?? 0, view?.server_time);

  const tellSite = () => {
    // Demo play is play money: the site's wallets did not move.
    if (session.mode === 'real') window.parent.postMessage({ type: WALLETS_MESSAGE }, window.location.origin);
  };
  const tellSiteNow = useRef(tellSite);
  useEffect(() => {
    tellSiteNow.current = tellSite;
  });

  // A settlement that credited the member, seen after the page opened (the first answer's is old news).
  const last = view?.my_last ?? null;
  const paidHand = last && last.returned > 0 ? last.hand_no : null;
  const loaded = view !== undefined;
  const seenPaid = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    if (seenPaid.current !== undefined && paidHand !== null && paidHand !== seenPaid.current) tellSiteNow.current();
    seenPaid.current = paidHand;
  }, [loaded, paidHand]);

  if (!view) return { query, chip, setChip, view: null } as const;

  const { table } = view;
  const endsAt = Date.parse(table.ends_at);
  const open = table.phase === 'betting' && now < endsAt;
  const mine = view.my_bets.hand_no === table.hand_no ? view.my_bets.bets : {};

  // The hand in play is turned over card by card over the dealing time; any other hand shows whole.
  const hand = table.last_hand;
  const cards = hand ? dealOrder(hand).length : 0;
  const dealing = table.phase === 'dealing' && hand !== null && hand.hand_no === table.hand_no;
  const turned = dealing ? cardsTurned(cards, now - (endsAt - view.timing.dealing_ms), view.timing.dealing_ms) : cards;

  const outcome =
    last && hand && last.hand_no === hand.hand_no && !dealing ? (last.returned > 0 ? `ได้รับ ${bahtFixed(last.returned)}` : `เสีย ${bahtFixed(last.staked)}`) : null;

  const place = (side: BetSide) => {
    if (!open || bet.isPending) return;
    setRefusal(null);
    bet.mutate({ hand_no: table.hand_no, side, amount: chip }, { onSuccess: tellSite, onError: (err) => setRefusal(err.message) });
  };

  return { query, chip, setChip, view, now, open, mine, turned, outcome, refusal, betting: bet.isPending, place } as const;
}
