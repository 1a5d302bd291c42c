/** The prize of the spin, shown once the wheel has stopped on it. */
import { useEffect, useRef } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { FreeSpinOffer } from '#shared/api/free-spin-offer.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import { freeSpinCountText } from '#client/components/free-spin-offer/offer-text.js';
import { prizeText } from '../format.js';
import { ClaimButton } from './claim-button.js';

/** The game free spins the prize granted with the spin (already credited): where to play them. */
function FreeSpinsWon({ offer, onGo }: { offer: FreeSpinOffer; onGo: () => void }) {
  return (
    <Stack gap="2" w="full" align="center" data-testid="spin-free-spins">
      <Text fontWeight="medium">ได้รับ{freeSpinCountText(offer)}</Text>
      <Button asChild w="full" minH="11" colorPalette="brand" onClick={onGo}>
        <RouterLink to="/freespin">เล่นฟรีสปิน</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Tells once that the content is on the page. The dialog mounts its content a
 * render or two after it is told to open: only then is the prize on screen.
 */
function OnShown({ run }: { run: () => void }) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => latest.current(), []);
  return null;
}

export function SpinResultDialog({
  prize,
  onClose,
  onClaimed,
  onShown,
}: {
  prize: WheelSpin | null;
  onClose: () => void;
  onClaimed: (spin: WheelSpin) => void;
  /** the prize is on screen (each time the dialog opens) */
  onShown?: () => void;
}) {
  const offer = prize?.prize.free_spin_offer ?? null;
  // a prize of only game free spins is kind `nothing` with an offer: a win, not a miss
  const lost = prize?.prize.kind === 'nothing' && offer === null;
  const ownPrize = prize !== null && prize.prize.kind !== 'nothing';
  return (
    <Dialog.Root
      open={prize !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.surface" borderWidth="1px" borderColor="brand.muted" data-testid="spin-result">
            <Dialog.Header justifyContent="center">
              <Dialog.Title textAlign="center">{lost ? 'ผลการหมุน' : 'ยินดีด้วย!'}</Dialog.Title>
            </Dialog.Header>
            {prize && (
              <Dialog.Body>
                {onShown && <OnShown run={onShown} />}
                <Stack gap="2" align="center" textAlign="center">
                  <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="spin-prize">
                    {prize.prize.name}
                  </Text>
                  {lost && <Text color="fg.muted">รอบนี้ไม่ได้รับรางวัล ลองใหม่อีกครั้ง</Text>}
                  {ownPrize && <Text color="fg.muted">คุณได้รับ {prizeText(prize.prize)}</Text>}
                  <ClaimButton spin={prize} onClaimed={onClaimed} />
                  {offer && <FreeSpinsWon offer={offer} onGo={onClose} />}
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button w="full" minH="11" variant="outline" colorPalette="accent" onClick={onClose}>
                ปิด
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
