/**
 * "สิทธิ์ฟรีสปินของฉัน" above the /freespin lobby (docs/decisions/0039): the
 * member's credits, each opening the launcher with its id on its game, or on
 * a free-spin game the member picks when the credit is good on any. The list
 * is refetched when the launcher closes (game-launcher.tsx), so the spins
 * left follow play. A visitor is asked to log in; no credits, where to get them.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FreeSpinCredit, Game } from '#shared/api/games.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useFreeSpinCredits } from '../api/get-free-spins.js';
import { useLaunchGame } from '../launcher/use-launch-game.js';
import { FreeSpinCreditCard } from './free-spin-credit-card.js';
import { FreeSpinGameChooser } from './free-spin-game-chooser.js';

const TITLE = 'สิทธิ์ฟรีสปินของฉัน';
export const FREE_SPIN_LAUNCH_SOURCE = 'freespin';

function Where({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function FreeSpinCredits() {
  const loggedIn = useIsLoggedIn();
  return (
    <Stack as="section" gap="3" aria-label={TITLE} data-testid="free-spin-credits">
      <Heading as="h2" size="lg">
        {TITLE}
      </Heading>
      {loggedIn ? (
        <MemberCredits />
      ) : (
        <Text color="fg.muted">
          <Where to="/login">เข้าสู่ระบบ</Where> เพื่อดูและใช้สิทธิ์ฟรีสปินของคุณ
        </Text>
      )}
    </Stack>
  );
}

function MemberCredits() {
  const credits = useFreeSpinCredits();
  const launch = useLaunchGame();
  /** the credit good on any game whose game is being chosen */
  const [choosing, setChoosing] = useState<FreeSpinCredit | null>(null);

  const play = (credit: FreeSpinCredit, game: Game) => launch(game, { source: FREE_SPIN_LAUNCH_SOURCE, freeSpinId: credit.id });

  if (credits.isError) return <QueryError query={credits} />;
  if (credits.isPending) return <Skeleton h="40" rounded="xl" aria-label="กำลังโหลด" />;
  if (credits.data.length === 0) {
    return (
      <Text color="fg.muted" data-testid="free-spin-none">
        ยังไม่มีสิทธิ์ฟรีสปิน รับได้เมื่อรับ<Where to="/promotions">โปรโมชั่น</Where>
        {' '}ทำ<Where to="/member/creditfree">ภารกิจ</Where>
        {' '}หรือหมุน<Where to="/member/wheel">กงล้อนำโชค</Where>
        {' '}ที่มีฟรีสปินเป็นรางวัล
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {credits.data.map((credit) => (
          <li key={credit.id}>
            <FreeSpinCreditCard credit={credit} onPlay={() => (credit.game ? play(credit, credit.game) : setChoosing(credit))} />
          </li>
        ))}
      </SimpleGrid>
      <FreeSpinGameChooser
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        onPick={(game) => {
          if (choosing) play(choosing, game);
          setChoosing(null);
        }}
      />
    </>
  );
}
