/**
 * A credit good on any game with free spins: the member picks the game here,
 * from the same list the /freespin lobby shows below (one query, one cache).
 */
import { Box, Button, Dialog, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '#shared/api/games.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useGameList } from '../api/get-game-list.js';

export function FreeSpinGameChooser({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (game: Game) => void }) {
  return (
    <PageDialog open={open} onClose={onClose} title="เลือกเกมที่จะเล่นฟรีสปิน">
      <Dialog.Body py="4">
        <GameChoices onPick={onPick} />
      </Dialog.Body>
    </PageDialog>
  );
}

function GameChoices({ onPick }: { onPick: (game: Game) => void }) {
  const list = useGameList({ filter: { free_spins: '1' }, cacheName: 'freespin' });
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];

  if (list.isError) return <QueryError query={list} />;
  if (list.isPending) {
    return (
      <Stack gap="2" aria-label="กำลังโหลด">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="16" rounded="lg" />
        ))}
      </Stack>
    );
  }
  if (games.length === 0) return <Text color="fg.muted">ยังไม่มีเกมที่มีฟรีสปิน เร็ว ๆ นี้</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2">
        {games.map((game) => (
          <li key={game.id}>
            <Button
              variant="outline"
              w="full"
              h="auto"
              minH="16"
              justifyContent="start"
              gap="3"
              px="2"
              py="2"
              rounded="lg"
              bg="bg.surface"
              borderColor="border.subtle"
              onClick={() => onPick(game)}
              data-testid="free-spin-game-choice"
            >
              <Image src={game.image} alt="" w="12" h="12" rounded="md" objectFit="cover" flexShrink={0} />
              <Box textAlign="start" minW="0">
                <Text fontWeight="medium" truncate>
                  {game.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {game.provider_name}
                </Text>
              </Box>
            </Button>
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <HStack justify="center">
          <Button variant="outline" colorPalette="brand" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            ดูเพิ่มเติม
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
