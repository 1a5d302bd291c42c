/**
 * /play?game=<code>&token=<launch token> (or &demo=1): our own slot in the
 * launcher frame (docs/decisions/0038). The page exchanges the one-time
 * launch token for a game session with the built-in provider
 * (`/games/api/session`) and plays through its API; the provider moves money
 * only through the signed wallet protocol. A launch that cannot start says
 * so in Thai and shows the way out: in the launcher's frame the sheet's
 * "ปิดเกม", opened on its own (a bare /play) links to the lobby and home. A
 * live game's link (a baccarat table `game=bac-1`, fishing, football) opens
 * the same session, whose answer names the game's kind, and shows that game
 * instead of a slot (docs/decisions/0040).
 */
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCircleAlert } from 'react-icons/lu';
import { isLiveGameSession, type LiveGameSession } from '#shared/games/slot-api.js';
import { useInFrame } from '#client/lib/in-frame.js';
import { useSlotSession } from '../api/start-session.js';
import { BaccaratTable } from '../baccarat/baccarat-table.js';
import { SlotMachine } from '../components/slot-machine.js';
import { FishingGame } from '../fishing/fishing-game.js';
import { FootballGame } from '../football/football-game.js';

export function PlayPage() {
  const [params] = useSearchParams();
  const game = params.get('game') ?? '';
  const token = params.get('token');
  const demo = params.get('demo') === '1';
  const usable = game !== '' && (token !== null || demo);
  const session = useSlotSession(usable ? game : '', token);

  if (!usable) return <CannotStart message="ลิงก์เข้าเกมไม่ถูกต้อง" />;
  if (session.isError) return <CannotStart message={session.error.message} />;
  if (!session.data) {
    return (
      <Stack gap="3" p="3" flex="1" aria-busy="true" aria-label="กำลังเข้าเกม">
        <PageTitle />
        <Skeleton h="10" rounded="lg" />
        <Skeleton w="full" aspectRatio="5 / 3" rounded="xl" />
        <Skeleton h="24" rounded="lg" />
      </Stack>
    );
  }
  if (isLiveGameSession(session.data)) return <LiveGame session={session.data} />;
  return <SlotMachine session={session.data} />;
}

/** A live game by its kind (the session answer names it): each has its own page and API. */
function LiveGame({ session }: { session: LiveGameSession }) {
  switch (session.game.kind) {
    case 'baccarat':
      return <BaccaratTable session={session} code={session.game.code} />;
    case 'fishing':
      return <FishingGame session={session} />;
    case 'football':
      return <FootballGame session={session} />;
  }
}

function CannotStart({ message }: { message: string }) {
  const framed = useInFrame();
  return (
    <Flex flex="1" align="center" justify="center" p="6" role="alert" data-testid="cannot-start">
      <Stack gap="3" align="center" textAlign="center" maxW="xs">
        <PageTitle />
        <LuCircleAlert size={40} aria-hidden />
        <Text fontWeight="bold" fontSize="lg">
          {message}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {framed ? 'กด “ปิดเกม” แล้วเปิดเกมใหม่จากหน้าเกมอีกครั้ง' : 'เลือกเกมจากหน้ารวมเกม แล้วกดเล่นอีกครั้ง'}
        </Text>
        {!framed && (
          <HStack gap="2" wrap="wrap" justify="center">
            {/* The member site's pages, another app: loaded as documents. */}
            <Button asChild colorPalette="brand" minH="11">
              <a href="/lobby">ไปหน้ารวมเกม</a>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" minH="11">
              <a href="/">กลับหน้าแรก</a>
            </Button>
          </HStack>
        )}
      </Stack>
    </Flex>
  );
}

/** Until the game's own title shows, the page is named as the game bar names it. */
function PageTitle() {
  return (
    <VisuallyHidden>
      <Heading as="h1">เล่นเกม</Heading>
    </VisuallyHidden>
  );
}
