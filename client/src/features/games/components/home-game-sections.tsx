/**
 * The home page's games (docs/product.md §3's hot and last-played lists): "เกมฮิต" for
 * everyone and, for a member who has played, "เล่นล่าสุด" first.
 */
import { Button, Skeleton, HStack, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useGameLobby } from '../api/get-game-lobby.js';
import { GameRow } from './game-row.js';

export function HomeGameSections() {
  const lobby = useGameLobby();
  const loggedIn = useIsLoggedIn();

  if (lobby.isPending) {
    return (
      <HStack gap="2" aria-label="กำลังโหลดเกม">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="40" flex="1" rounded="xl" />
        ))}
      </HStack>
    );
  }
  // The home page stands without its games: a failed lobby leaves the rest of it alone.
  if (!lobby.data) return null;
  const { hot, last_played: last } = lobby.data;

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      {loggedIn && last.length > 0 && <GameRow title="เล่นล่าสุด" games={last} source="home_last" />}
      {hot.length > 0 && (
        <GameRow
          title="เกมฮิต"
          games={hot}
          source="home_hot"
          action={
            <Button asChild size="sm" variant="ghost" colorPalette="brand">
              <Link to="/lobby?tag=hot">ดูทั้งหมด</Link>
            </Button>
          }
        />
      )}
    </Stack>
  );
}
