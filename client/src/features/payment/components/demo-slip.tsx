/**
 * Demo mode's stand-in for the bank app: a slip made for the pending deposit,
 * to save and pick like a real one, or to send as it is. Shown only when the
 * runtime config says the site is a demo; should the server still refuse
 * (an operator's own upstream not in demo mode), the button gives way to its
 * Thai word.
 */
import { Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuSend } from 'react-icons/lu';
import { ErrorCode } from '#shared/errors.js';
import { ApiError } from '#client/lib/api-client.js';
import { useMakeDemoSlip } from '../api/make-demo-slip.js';
import { thbText } from '../format.js';
import { dataUrlToBlob } from '../slip-image.js';

export const DEMO_BUTTON = 'สร้างสลิปทดลอง (โหมดทดลอง)';

export function DemoSlip({ depositRef, onSend, busy }: { depositRef: string; onSend: (file: Blob) => void; busy: boolean }) {
  const make = useMakeDemoSlip();
  const error = make.error;
  if (error instanceof ApiError && error.code === ErrorCode.SLIP_DEMO_ONLY) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="demo-slip-off">
        {error.message}
      </Text>
    );
  }
  const slip = make.data;
  return (
    <Stack gap="2" data-testid="demo-slip">
      {!slip && (
        <Button variant="ghost" colorPalette="accent" minH="11" loading={make.isPending} onClick={() => make.mutate(depositRef)}>
          {DEMO_BUTTON}
        </Button>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error.message}
        </Text>
      )}
      {slip && (
        <Stack gap="2" align="center">
          <Image src={slip.image} alt={`สลิปทดลอง ยอด ${thbText(slip.amount)}`} maxH="96" maxW="full" rounded="lg" />
          <Flex gap="2" wrap="wrap" w="full">
            <Button asChild variant="outline" colorPalette="brand" minH="11" flex="1" minW="40">
              <a href={slip.image} download={`slip-${slip.trans_ref}.png`}>
                <LuDownload aria-hidden /> บันทึกรูปสลิป
              </a>
            </Button>
            <Button colorPalette="brand" minH="11" flex="1" minW="40" disabled={busy} onClick={() => onSend(dataUrlToBlob(slip.image))}>
              <LuSend aria-hidden /> ส่งสลิปนี้
            </Button>
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}
