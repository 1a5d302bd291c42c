/**
 * The game launcher of docs/product.md §2: a full-screen bottom sheet over the site,
 * open while the UI store has a selected game. Its bar shows the wallet the
 * game plays with, by name, and its balance as the game moves it (never the
 * total of all wallets beside the game's own figure: two "ยอดเงิน" that differ
 * read as a fault), the fullscreen toggle and close; closing
 * clears the game (and with it the session's wallet and link) and refreshes
 * the wallets so the header shows the game's last result at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Drawer, Flex, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuMaximize, LuMinimize, LuX } from 'react-icons/lu';
import { useWallets } from '#client/member-data/get-wallets.js';
import { thbText } from '#client/lib/money-text.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useUiState } from '#client/lib/ui-state.js';
import { useIsMobile } from '#client/lib/use-is-mobile.js';
import { gameKeys, WALLETS_QUERY_KEY } from '../api/keys.js';
import { LaunchSession } from './launch-session.js';
import { takePendingGame } from './pending-game.js';
import { useFullscreen } from './use-fullscreen.js';
import { useWalletRefresh } from './use-wallet-refresh.js';

/** A game a visitor chose before logging in opens once they are a member. */
function useReopenPendingGame(loggedIn: boolean) {
  const [, update] = useUiState();
  useEffect(() => {
    if (!loggedIn) return;
    const pending = takePendingGame();
    if (pending)
      update((draft) => {
        draft.selectedGame = pending;
      });
  }, [loggedIn, update]);
}

export function GameLauncher() {
  const [ui, update] = useUiState();
  const game = ui.selectedGame;
  const loggedIn = useIsLoggedIn();
  const isMobile = useIsMobile();
  const wallets = useWallets();
  const queryClient = useQueryClient();
  const sheet = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(sheet);
  const [walletId, setWalletId] = useState<number | null>(null);
  const playing = walletId === null ? undefined : wallets.data?.wallets.find((wallet) => wallet.id === walletId);
  const { exit: exitFullscreen } = fullscreen;
  useReopenPendingGame(loggedIn);
  useWalletRefresh(game !== null && loggedIn);

  const refreshWallets = useCallback(() => {
    if (loggedIn) void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
  }, [loggedIn, queryClient]);

  const close = useCallback(() => {
    exitFullscreen();
    update((draft) => {
      draft.selectedGame = null;
    });
    refreshWallets();
    // Spins a game played from a credit are counted upstream: /freespin shows what is left.
    if (loggedIn) void queryClient.invalidateQueries({ queryKey: gameKeys.freeSpins() });
  }, [exitFullscreen, update, refreshWallets, loggedIn, queryClient]);

  return (
    <Drawer.Root
      open={game !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="bottom"
      size="full"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={sheet} h="100dvh" bg="black" display="flex" flexDirection="column" data-testid="game-launcher">
            {fullscreen.fallback ? (
              <IconButton aria-label="ออกจากเต็มจอ" size="sm" variant="subtle" position="absolute" top="2" insetEnd="2" zIndex="1" onClick={fullscreen.toggle}>
                <LuMinimize />
              </IconButton>
            ) : (
              <Flex align="center" gap="2" h="11" px="2" bg="bg.surface" borderBottomWidth="1px" borderColor="border.subtle" flexShrink={0}>
                <Drawer.Title flex="1" fontSize="md" fontWeight="medium" truncate>
                  {game?.is_demo ? 'ทดลองเล่น (เงินสมมติ)' : game?.free_spin_id ? 'เล่นฟรีสปิน' : 'เล่นเกม'}
                </Drawer.Title>
                {loggedIn && playing && !game?.is_demo && (
                  <HStack gap="1" fontSize="sm" minW="0" aria-label={`ยอดเงินใน${playing.wallet_name}ที่ใช้เล่น`} data-testid="launcher-wallet">
                    <Text as="span" color="fg.muted" truncate>
                      {playing.wallet_name}
                    </Text>
                    <Text as="span" fontWeight="bold" color="brand.fg" whiteSpace="nowrap" data-testid="launcher-balance">
                      {thbText(playing.balance)}
                    </Text>
                  </HStack>
                )}
                <IconButton aria-label={fullscreen.active ? 'ออกจากเต็มจอ' : 'เต็มจอ'} size="sm" variant="ghost" onClick={fullscreen.toggle}>
                  {fullscreen.active ? <LuMinimize /> : <LuMaximize />}
                </IconButton>
                <IconButton aria-label="ปิดเกม" size="sm" variant="ghost" onClick={close}>
                  <LuX />
                </IconButton>
              </Flex>
            )}
            <Box flex="1" minH="0" display="flex" flexDirection="column" bg="bg.canvas">
              {game && (
                <LaunchSession
                  key={`${game.provider_id}:${game.game_id}:${game.is_demo}:${game.free_spin_id ?? ''}`}
                  game={game}
                  isMobile={isMobile}
                  onClose={close}
                  onFrameLoad={refreshWallets}
                  onWallet={setWalletId}
                />
              )}
            </Box>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
