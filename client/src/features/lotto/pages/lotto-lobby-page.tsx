/**
 * /lotto/lobby: every category by group (Thai government, foreign, Hanoi,
 * stock, yeekee) with its current rounds, a countdown on the server's clock
 * and a status badge. A round opens its betting page, yeekee rounds too.
 */
import { Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Flex, Grid, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight, LuListChecks, LuReceiptText, LuRocket, LuTable } from 'react-icons/lu';
import type { LottoCategory, LottoRound } from '#shared/api/lotto/rounds.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useMemberAction } from '#client/lib/use-member-action.js';
import { useLobby } from '../api/get-lobby.js';
import { effectiveStatus, RoundCountdown, RoundStatusBadge } from '../components/round-status.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { GROUPS, shortRoundName } from '../format.js';
import { useRefetchWhenDue } from '../use-refetch-when-due.js';
import { useServerClock } from '#client/lib/use-server-now.js';

/** Yeekee categories run dozens of rounds a day: the lobby shows the nearest few. */
const YEEKEE_ROUNDS_SHOWN = 3;

type LobbyCategory = LottoCategory & { rounds: LottoRound[] };

export function LottoLobbyPage() {
  const lobby = useLobby();
  const loggedIn = useIsLoggedIn();
  const categories = lobby.data?.categories ?? [];

  // When a round's open or close time passes, ask the server for the new state.
  const nextChange = Math.min(
    ...categories.flatMap((c) =>
      c.rounds.map((r) => Date.parse(r.status === 'upcoming' ? r.opens_at : r.status === 'open' ? r.closes_at : '')),
    ).filter(Number.isFinite),
  );
  // The page reads the clock only through what changes rarely: each countdown ticks on its own.
  const due = useServerClock((now) => Number.isFinite(nextChange) && now >= nextChange);
  useRefetchWhenDue(due, lobby);

  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        แทงหวย
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {loggedIn && <ShortcutLink to="/lotto/bills" icon={<LuReceiptText />} label="โพยของฉัน" />}
        <ShortcutLink to="/lotto/results" icon={<LuListChecks />} label="ตรวจผลหวย" />
        <ShortcutLink to="/lotto/rates" icon={<LuTable />} label="อัตราจ่าย" />
        <ShortcutLink to="/lotto/yeekee" icon={<LuRocket />} label="หวยยี่กี" />
      </SimpleGrid>

      {lobby.isPending && <LobbySkeleton />}
      <QueryError query={lobby} />
      {lobby.isSuccess && categories.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8">
          ยังไม่มีหวยเปิดให้แทงในขณะนี้
        </Text>
      )}

      {/* On a wide screen a group of one or two lotteries takes only the columns it fills, so
          small groups sit side by side instead of leaving a narrow card on an empty row. */}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} columnGap="3" rowGap="5" gridAutoFlow="row dense">
        {GROUPS.map(({ group, label }) => {
          const inGroup = categories.filter((c) => c.group === group);
          if (inGroup.length === 0) return null;
          const md = Math.min(inGroup.length, 2);
          const lg = Math.min(inGroup.length, 3);
          // Each group hydrates as a unit of its own (a Suspense boundary), so a phone's main thread
          // is never held for the whole lobby at once (docs/decisions/0057).
          return (
            <Suspense key={group} fallback={null}>
              <Stack
                as="section"
                gap="3"
                aria-labelledby={`lotto-group-${group}`}
                gridColumn={{ md: `span ${md}`, lg: `span ${lg}` }}
              >
                <Heading as="h2" size="lg" id={`lotto-group-${group}`} color="brand.fg">
                  {label}
                </Heading>
                <SimpleGrid columns={{ base: 1, md, lg }} gap="3">
                  {inGroup.map((category) => (
                    <CategoryCard key={category.category_id} category={category} />
                  ))}
                </SimpleGrid>
              </Stack>
            </Suspense>
          );
        })}
      </Grid>
    </Stack>
  );
}

function ShortcutLink({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="brand" size="lg" minH="12" justifyContent="flex-start">
      <RouterLink to={to}>
        {icon}
        {label}
      </RouterLink>
    </Button>
  );
}

function CategoryCard({ category }: { category: LobbyCategory }) {
  const isYeekee = category.kind === 'yeekee';
  // The lobby answers each category's next rounds and its latest result.
  const betting = category.rounds.filter((r) => r.status !== 'resulted' && r.status !== 'cancelled');
  // Which rounds show changes only when one closes: the card re-renders then, not every second.
  const shownIds = new Set(
    useServerClock((now) =>
      (isYeekee ? betting.filter((r) => effectiveStatus(r, now) !== 'closed').slice(0, YEEKEE_ROUNDS_SHOWN) : betting)
        .map((r) => r.round_id)
        .join(','),
    ).split(','),
  );
  const rounds = betting.filter((r) => shownIds.has(String(r.round_id)));
  const latest = category.rounds.find((r) => r.status === 'resulted' && r.result);
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" overflow="hidden" data-testid="lotto-category">
      <Flex px="4" py="3" align="center" justify="space-between" bg="bg.raised" gap="2">
        <Text fontWeight="bold" fontSize="md">
          {category.name}
        </Text>
        {isYeekee && category.round_minutes !== null && (
          <Text fontSize="sm" color="fg.muted">
            ออกผลทุก {category.round_minutes} นาที
          </Text>
        )}
      </Flex>
      {rounds.length === 0 ? (
        <Text px="4" py="4" color="fg.muted" fontSize="sm">
          ไม่มีงวดที่เปิดรับในขณะนี้
        </Text>
      ) : (
        <Stack gap="0" as="ul" listStyleType="none">
          {rounds.map((round) => (
            <Box as="li" key={round.round_id} borderTopWidth="1px" borderColor="border.subtle" _first={{ borderTopWidth: 0 }}>
              <RoundLink round={round} name={shortRoundName(round.name, category.name)} />
            </Box>
          ))}
        </Stack>
      )}
      {latest?.result && (
        <Flex
          asChild
          px="4"
          py="2.5"
          minH="11"
          align="center"
          justify="space-between"
          gap="2"
          borderTopWidth="1px"
          borderColor="border.subtle"
          fontSize="sm"
          _hover={{ bg: 'bg.raised' }}
        >
          <RouterLink to={`/lotto/results?category=${category.category_id}`} data-testid="lotto-latest-result">
            <Text color="fg.muted" truncate>
              ผลล่าสุด {shortRoundName(latest.name, category.name)}
            </Text>
            <Text flexShrink={0}>
              บน <b>{latest.result.top3}</b> · ล่าง <b>{latest.result.bottom2}</b>
            </Text>
          </RouterLink>
        </Flex>
      )}
      {isYeekee && (
        <Box asChild display="flex" alignItems="center" px="4" borderTopWidth="1px" borderColor="border.subtle" color="brand.fg" fontSize="sm" minH="11">
          <RouterLink to="/lotto/yeekee">ดูรอบยี่กีทั้งหมดของวันนี้</RouterLink>
        </Box>
      )}
    </Box>
  );
}

function RoundLink({ round, name }: { round: LottoRound; name: string }) {
  const status = useServerClock((now) => effectiveStatus(round, now));
  const navigate = useNavigate();
  const to = `/lotto/${round.round_id}`;
  // Betting needs a member: a visitor logs in over the lobby and goes on to the round.
  const openRound = useMemberAction(() => void navigate(to));
  const loggedIn = useIsLoggedIn();
  return (
    <Flex
      asChild
      align="center"
      gap="3"
      px="4"
      py="3"
      minH="16"
      _hover={{ bg: 'bg.raised' }}
      _active={{ bg: 'bg.raised' }}
    >
      <RouterLink
        to={to}
        data-testid="lotto-round-link"
        onClick={(event) => {
          if (loggedIn) return;
          event.preventDefault();
          openRound();
        }}
      >
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" truncate>
              {name}
            </Text>
            <RoundStatusBadge status={status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            ปิดรับ {formatThaiDateTime(round.closes_at)} น.
          </Text>
          <RoundCountdown round={round} fontSize="sm" />
        </Stack>
        <LuChevronRight aria-hidden />
      </RouterLink>
    </Flex>
  );
}

function LobbySkeleton() {
  return (
    <Stack gap="3" aria-label="กำลังโหลด">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="28" rounded="xl" />
      ))}
    </Stack>
  );
}
