/**
 * Won/lost cards, live (docs/product.md §2 "won/lost result cards"), loaded for members
 * only by bill-result-watcher.tsx. It
 * listens to `lotto:results`; when a result arrives for a round the member has
 * pending bills in (known from the pending-bills query, so nothing is fetched
 * for other rounds), it asks bill/list for that round and shows one card per
 * bill, then refreshes wallets and bills.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, CloseButton, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LuPartyPopper, LuTicketX } from 'react-icons/lu';
import type { Bill, BillSummary } from '#shared/api/lotto/bills.js';
import type { LottoResultEvent } from '#shared/live/events.js';
import { isWinningItem } from '#shared/lotto/judge.js';
import { billsQueryOptions } from '../api/get-bills.js';
import { billDetailQueryOptions } from '../api/get-bill-detail.js';
import { lottoKeys, WALLETS_QUERY_KEY } from '../api/keys.js';
import { useLiveResults } from '../api/live-results.js';
import { thbText } from '../format.js';

export interface ResultCard {
  bill_id: number;
  round_name: string;
  won: boolean;
  /** THB */
  win_amount: number;
  /** judged here from the published result while the server is still paying out */
  settling: boolean;
  result: LottoResultEvent['result'];
}

/** Waits between asking again while the server settles the round's bills. */
export const SETTLE_RETRY_MS = [1500, 3000, 5000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The member's bills of the round once settled; bills still pending after the retries are judged from the result. */
export async function cardsForRound(queryClient: QueryClient, event: LottoResultEvent, retryMs = SETTLE_RETRY_MS): Promise<ResultCard[]> {
  const fetchBills = async (): Promise<BillSummary[]> =>
    (await queryClient.fetchQuery({ ...billsQueryOptions({ round_id: event.round_id }), staleTime: 0 })).bills;
  let bills = await fetchBills();
  for (const delay of retryMs) {
    if (!bills.some((b) => b.status === 'pending')) break;
    await wait(delay);
    bills = await fetchBills();
  }
  const cards: ResultCard[] = [];
  for (const bill of bills) {
    if (bill.status === 'won' || bill.status === 'lost') {
      cards.push({ bill_id: bill.bill_id, round_name: bill.round_name, won: bill.status === 'won', win_amount: bill.win_amount, settling: false, result: event.result });
    } else if (bill.status === 'pending') {
      const detail: Bill = await queryClient.fetchQuery({ ...billDetailQueryOptions(bill.bill_id), staleTime: 0 });
      const winning = detail.items.filter((item) => isWinningItem(item.bet_type, item.number, event.result));
      const win = winning.reduce((sum, item) => sum + Math.round(item.payout * 100), 0) / 100;
      cards.push({ bill_id: bill.bill_id, round_name: bill.round_name, won: winning.length > 0, win_amount: win, settling: true, result: event.result });
    }
  }
  return cards;
}

export function MemberResultWatcher() {
  const queryClient = useQueryClient();
  const pending = useQuery(billsQueryOptions({ status: 'pending' }));
  const live = useLiveResults(true);
  const handled = useRef(new Set<number>());
  const [cards, setCards] = useState<ResultCard[]>([]);

  const pendingRounds = useMemo(() => (pending.data ? new Set(pending.data.bills.map((b) => b.round_id)) : null), [pending.data]);

  useEffect(() => {
    if (!live?.arrived || !pendingRounds) return;
    for (const event of live.arrived) {
      if (handled.current.has(event.round_id)) continue;
      handled.current.add(event.round_id);
      void queryClient.invalidateQueries({ queryKey: lottoKeys.results() });
      void queryClient.invalidateQueries({ queryKey: lottoKeys.lobby() });
      if (!pendingRounds.has(event.round_id)) continue;
      void cardsForRound(queryClient, event)
        .then((next) => {
          setCards((current) => [...current.filter((c) => !next.some((n) => n.bill_id === c.bill_id)), ...next]);
        })
        .catch(() => {
          // The bills page still shows the outcome; a card is a courtesy.
        })
        .finally(() => {
          void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: lottoKeys.bills() });
          void queryClient.invalidateQueries({ queryKey: lottoKeys.bill() });
        });
    }
  }, [live, pendingRounds, queryClient]);

  if (cards.length === 0) return null;
  return (
    <Stack
      position="fixed"
      insetX="3"
      bottom="calc(76px + env(safe-area-inset-bottom))"
      zIndex="banner"
      maxW="md"
      mx="auto"
      gap="2"
      aria-live="polite"
      data-testid="result-cards"
    >
      {cards.slice(-3).map((card) => (
        <ResultCardView key={card.bill_id} card={card} onClose={() => setCards((current) => current.filter((c) => c.bill_id !== card.bill_id))} />
      ))}
    </Stack>
  );
}

function ResultCardView({ card, onClose }: { card: ResultCard; onClose: () => void }) {
  return (
    <LinkBox
      role="status"
      rounded="xl"
      px="3"
      py="2.5"
      shadow="lg"
      bg={card.won ? 'gradient.gold' : 'bg.raised'}
      color={card.won ? 'navy.950' : 'fg.default'}
      borderWidth="1px"
      borderColor={card.won ? 'gold.300' : 'border.subtle'}
      data-testid="result-card"
    >
      <Flex align="center" gap="3">
        <Box fontSize="2xl" aria-hidden>
          {card.won ? <LuPartyPopper /> : <LuTicketX />}
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={`/lotto/bills?bill=${card.bill_id}`} onClick={onClose} aria-label={`ดูโพยเลขที่ ${card.bill_id}`}>
              <Text fontWeight="bold" fontSize="lg" lineHeight="short">
                {card.won ? `ถูกรางวัล ${thbText(card.win_amount)}` : 'ไม่ถูกรางวัล'}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" truncate>
            โพยเลขที่ {card.bill_id} · {card.round_name}
          </Text>
          <Text fontSize="sm">
            ผล 3 ตัวบน {card.result.top3} · 2 ตัวล่าง {card.result.bottom2}
            {card.settling && card.won ? ' · กำลังโอนเงินรางวัล' : ''}
          </Text>
        </Stack>
        <CloseButton size="sm" minW="11" minH="11" aria-label="ปิดการแจ้งผล" onClick={onClose} color="inherit" position="relative" zIndex="1" />
      </Flex>
    </LinkBox>
  );
}
