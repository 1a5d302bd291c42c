/**
 * One opening of the launcher, docs/product.md §4: a demo fetches a demo link; a real
 * game fetches the wallets, keeps those worth offering, takes the only one
 * or lets the member pick, and the pick fetches the link the frame loads.
 * The sheet mounts a fresh session per game, so closing it forgets link,
 * wallet and game together, and an answer arriving after close is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { Center, Spinner, Text } from '@chakra-ui/react';
import type { Wallet } from '#shared/api/member.js';
import { notify } from '#client/components/ui/toaster.js';
import { storedAgentCode } from '#client/lib/persisted-state.js';
import type { SelectedGame } from '#client/lib/ui-state.js';
import { useDemoLink } from '../api/get-demo-link.js';
import { useGameLink } from '../api/get-game-link.js';
import { playableWallets, useGameWallets } from '../api/get-game-wallets.js';
import { GameFrame } from './game-frame.js';
import { LinkErrorDialog } from './link-error-dialog.js';
import { WalletPicker } from './wallet-picker.js';

function Waiting({ label }: { label: string }) {
  return (
    <Center flex="1" flexDirection="column" gap="3" color="fg.muted">
      <Spinner size="lg" color="brand.fg" />
      <Text>{label}</Text>
    </Center>
  );
}

export function LaunchSession({
  game,
  isMobile,
  onClose,
  onFrameLoad,
  onWallet,
}: {
  game: SelectedGame;
  isMobile: boolean;
  onClose: () => void;
  onFrameLoad?: () => void;
  /** the wallet this opening plays with, once known (null while none is) */
  onWallet?: (walletId: number | null) => void;
}) {
  const wallets = useGameWallets();
  const demo = useDemoLink();
  const link = useGameLink();
  const { mutate: askWallets } = wallets;
  const { mutate: askDemo } = demo;
  const { mutate: askLink } = link;
  const [pickedId, setPickedId] = useState<number | null>(null);
  // Effects may run twice in development: these keep each link to one request.
  const firstAsked = useRef(false);
  const linkAskedFor = useRef<number | null>(null);

  const offered = wallets.data ? playableWallets(wallets.data) : undefined;
  const walletId = pickedId ?? (offered?.length === 1 ? offered[0]!.id : null);
  const playingId = game.is_demo || link.isError ? null : walletId;

  useEffect(() => {
    onWallet?.(playingId);
    // A closed or replaced session plays with nothing: the bar must not show its wallet for the next game.
    return () => onWallet?.(null);
  }, [playingId, onWallet]);

  useEffect(() => {
    if (firstAsked.current) return;
    firstAsked.current = true;
    // Spec §8: a demo or wallet failure is a toast; with nothing to show, the sheet closes.
    const onError = (error: Error) => {
      notify.error(error.message);
      onClose();
    };
    if (game.is_demo) {
      askDemo(
        { game_id: Number(game.game_id), provider_id: Number(game.provider_id), is_mobile: isMobile, source: game.source, agent_code: storedAgentCode() ?? undefined },
        { onError },
      );
    } else {
      askWallets({ game_id: game.game_id, provider_id: game.provider_id, sub_provider_id: game.sub_provider_id }, { onError });
    }
  }, [game, isMobile, askDemo, askWallets, onClose]);

  useEffect(() => {
    if (walletId === null || linkAskedFor.current === walletId) return;
    linkAskedFor.current = walletId;
    askLink({
      wallet_id: walletId,
      game_id: Number(game.game_id),
      provider_id: Number(game.provider_id),
      is_mobile: isMobile,
      source: game.source,
      // The credit's wins are paid to the picked wallet; its spins cost nothing.
      ...(game.free_spin_id ? { free_spin_id: game.free_spin_id } : {}),
    });
  }, [walletId, game, isMobile, askLink]);

  const dismissLinkError = () => {
    // With one wallet there is nothing else to try; with several the member may pick again.
    if (!offered || offered.length <= 1) {
      onClose();
      return;
    }
    link.reset();
    linkAskedFor.current = null;
    setPickedId(null);
  };

  const url = game.is_demo ? demo.data?.link : link.data?.link;
  if (url) return <GameFrame link={url} onLoad={onFrameLoad} />;
  if (game.is_demo) return <Waiting label="กำลังเปิดเกมทดลองเล่น" />;
  if (!offered) return <Waiting label="กำลังโหลดกระเป๋าเงิน" />;
  return (
    <>
      {offered.length === 1 && link.isPending ? (
        <Waiting label="กำลังเข้าสู่เกม" />
      ) : (
        <WalletPicker wallets={offered} pickedId={link.isError ? null : walletId} onPick={(wallet: Wallet) => setPickedId(wallet.id)} />
      )}
      <LinkErrorDialog message={link.isError ? link.error.message : null} onClose={dismissLinkError} />
    </>
  );
}
