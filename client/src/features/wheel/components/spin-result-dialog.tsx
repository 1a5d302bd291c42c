/** The prize of the spin, shown once the wheel has stopped on it. */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { WheelSpin } from '@shared/api/wheel.js';
import { prizeText } from '../format.js';
import { ClaimButton } from './claim-button.js';

export function SpinResultDialog({ prize, onClose, onClaimed }: { prize: WheelSpin | null; onClose: () => void; onClaimed: (spin: WheelSpin) => void }) {
  const lost = prize?.prize.kind === 'nothing';
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
                <Stack gap="2" align="center" textAlign="center">
                  <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="spin-prize">
                    {prize.prize.name}
                  </Text>
                  <Text color="fg.muted">{lost ? 'รอบนี้ไม่ได้รับรางวัล ลองใหม่อีกครั้ง' : `คุณได้รับ ${prizeText(prize.prize)}`}</Text>
                  <ClaimButton spin={prize} onClaimed={onClaimed} />
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
