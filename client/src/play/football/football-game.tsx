/**
 * Virtual football in the launcher frame, phone first: the notice that the
 * matches are simulated, the match being played (live over the site's
 * `football` topic), the open matches with their countdown and five prices,
 * the bet slip for the picked price, the member's bets and the last results
 * with how to check them. The matches run on the provider's clock whether
 * anyone watches or not; this page shows them and places bets (debited at
 * once, refused in Thai). The site's header hears that money moved
 * (`huaydee:wallets`) after a bet and after a settlement that paid.
 */
import { Alert, Badge, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { thbText } from '#client/lib/money-text.js';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { useFootballBet } from '../api/football-bet.js';
import { useFootballMatches } from '../api/football-matches.js';
import { useFootballMyBets } from '../api/football-my-bets.js';
import { useTableNow } from '#client/game-data/use-table-now.js';
import { BetSlip } from './bet-slip.js';
import { LiveMatch } from './live-match.js';
import { MyBets } from './my-bets.js';
import { OpenMatchCard, type PricePick } from './open-match-card.js';
import { RecentResults } from './recent-results.js';
import { VirtualNotice } from './virtual-notice.js';

export function FootballGame({ session }: { session: Pick<LiveGameSession, 'session' | 'mode' | 'balance' | 'game'> }) {
  const matches = useFootballMatches();
  const myBets = useFootballMyBets(session.session);
  const bet = useFootballBet(session.session);
  const [pick, setPick] = useState<PricePick | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = matches.data;
  // The provider's clock, from the snapshot's time and when it reached this page (an event writes the cache as a fetch does).
  const offsetMs = view ? Date.parse(view.server_time) - matches.dataUpdatedAt : 0;
  const now = useTableNow(Number.isNaN(offsetMs) ? 0 : offsetMs, view?.server_time);

  const tellSite = () => window.parent.postMessage({ type: WALLETS_MESSAGE }, window.location.origin);
  const tellSiteNow = useRef(tellSite);
  useEffect(() => {
    tellSiteNow.current = tellSite;
  });

  // A match ended: its bets are being settled, so my bets are read again; a newly won bet moved the site's money.
  const lastResult = view?.results[0]?.match_id;
  const refetchBets = myBets.refetch;
  useEffect(() => {
    if (lastResult) void refetchBets();
  }, [lastResult, refetchBets]);
  const won = myBets.data?.bets.filter((b) => b.status === 'won').length;
  const seenWon = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (won === undefined) return;
    if (seenWon.current !== undefined && won > seenWon.current) tellSiteNow.current();
    seenWon.current = won;
  }, [won]);

  const place = (amount: number) => {
    if (!pick || bet.isPending) return;
    setRefusal(null);
    bet.mutate(
      { match_id: pick.match.match_id, selection: pick.selection, odds: pick.match.odds[pick.selection], amount },
      {
        onSuccess: () => {
          setPick(null);
          tellSite();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  // The slip follows the match it was picked on while it is open; once it kicks off the slip closes.
  const pickedMatch = pick && view?.open.find((m) => m.match_id === pick.match.match_id);
  const slip = pick && pickedMatch ? { match: pickedMatch, selection: pick.selection } : null;

  return (
    <Flex direction="column" flex="1" minH="0" bg="linear-gradient(180deg, #0b3d1e 0%, #04160b 100%)" color="white" data-testid="football-game">
      <Flex align="center" gap="2" px="3" py="2">
        <Stack gap="0" flex="1" minW="0">
          <Flex align="center" gap="2">
            <Text as="h1" fontWeight="bold" fontSize="lg" truncate>
              {session.game.name}
            </Text>
            <Badge colorPalette="purple">เสมือนจริง</Badge>
          </Flex>
          <Text fontSize="sm" color="whiteAlpha.800">
            ยอดเงิน{' '}
            <Text as="b" color="white" fontVariantNumeric="tabular-nums" data-testid="balance">
              {thbText(myBets.data?.balance ?? session.balance)}
            </Text>
          </Text>
        </Stack>
      </Flex>

      <Stack gap="3" flex="1" minH="0" overflowY="auto" px="3" pb="max(12px, env(safe-area-inset-bottom))" w="full" maxW="520px" mx="auto">
        <VirtualNotice marginPercent={view?.margin_percent} />
        {!view ? (
          matches.isError ? (
            <Alert.Root status="error" rounded="lg" data-testid="matches-error">
              <Alert.Indicator />
              <Alert.Title>{matches.error.message}</Alert.Title>
            </Alert.Root>
          ) : (
            <Stack gap="3" aria-busy="true" aria-label="กำลังโหลดคู่แข่งขัน">
              <Skeleton h="28" rounded="xl" />
              <Skeleton h="32" rounded="xl" />
            </Stack>
          )
        ) : (
          <>
            <LiveMatch match={view.live ?? view.results[0] ?? null} />
            {slip && <BetSlip key={`${slip.match.match_id}-${slip.selection}`} pick={slip} placing={bet.isPending} refusal={refusal} onPlace={place} onClose={() => setPick(null)} />}
            <Stack gap="2" as="section" aria-labelledby="football-open">
              <Text as="h2" id="football-open" fontWeight="bold">
                คู่ที่เปิดรับแทง
              </Text>
              {view.open.map((match) => (
                <OpenMatchCard
                  key={match.match_id}
                  match={match}
                  now={now}
                  picked={slip?.match.match_id === match.match_id ? slip.selection : null}
                  onPick={(next) => {
                    setRefusal(null);
                    setPick(next);
                  }}
                />
              ))}
            </Stack>
            <MyBets bets={myBets.data?.bets} />
            <RecentResults results={view.results} />
          </>
        )}
      </Stack>
    </Flex>
  );
}
