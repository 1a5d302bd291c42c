/**
 * "สแกน QR บนสลิป": the slip's third way in. A full-screen camera view reads
 * the slip's mini-QR live and hands its text on; the card sends it and shows
 * the answer as it shows an uploaded slip's. Offered only after hydration and
 * only where the browser can scan (BarcodeDetector and a camera API); elsewhere
 * the gallery and the camera photo remain.
 */
import { useState } from 'react';
import { Alert, Box, Button, chakra, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuScanQrCode } from 'react-icons/lu';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useBrowserValue } from '#client/lib/hydration.js';
import { canScanQr, useQrScan } from './use-qr-scan.js';

export const SCAN_LABEL = 'สแกน QR บนสลิป';
export const SCAN_HINT = 'เล็ง QR code มุมสลิปให้อยู่ในกรอบ';
export const CAMERA_PROBLEM = 'ไม่สามารถเปิดกล้องได้ กรุณาอนุญาตการใช้กล้อง หรือแนบรูปสลิปแทน';

function ScanView({ active, onRead, onBack }: { active: boolean; onRead: (text: string) => void; onBack: () => void }) {
  const { video, state } = useQrScan(active, onRead);
  const failed = state === 'failed';
  return (
    <>
      <Dialog.Body display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="3">
        {failed ? (
          <Alert.Root status="error" rounded="lg" data-testid="scan-problem">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CAMERA_PROBLEM}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="3" align="center" w="full">
            <Box position="relative" w="full" maxW="sm" aspectRatio="3 / 4" bg="black" rounded="xl" overflow="hidden">
              <chakra.video ref={video} autoPlay playsInline muted w="full" h="full" objectFit="cover" data-testid="scan-video" />
              {/* The frame to aim into; the dimmed rest points the eye at it. */}
              <Box aria-hidden position="absolute" top="50%" left="50%" transform="translate(-50%, -50%)" w="60%" aspectRatio="1" borderWidth="3px" borderColor="white" rounded="lg" boxShadow="0 0 0 100vmax rgba(0, 0, 0, 0.45)" />
              {state === 'starting' && (
                <Stack position="absolute" inset="0" align="center" justify="center" color="white" role="status">
                  <Spinner size="lg" />
                  <Text>กำลังเปิดกล้อง…</Text>
                </Stack>
              )}
            </Box>
            <Text textAlign="center" fontWeight="medium">
              {SCAN_HINT}
            </Text>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="brand" minH="11" w="full" onClick={onBack}>
          {failed ? 'กลับไปแนบรูปสลิป' : 'ยกเลิก'}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export function SlipScanner({ onRead, busy }: { onRead: (text: string) => void; busy: boolean }) {
  const supported = useBrowserValue(canScanQr, false);
  const [open, setOpen] = useState(false);
  // Each opening is a fresh view: a camera refused last time is asked for again.
  const [opening, setOpening] = useState(0);
  if (!supported) return null;

  const read = (text: string) => {
    setOpen(false);
    onRead(text);
  };
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        minH="11"
        flex="1"
        minW="40"
        disabled={busy}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <LuScanQrCode aria-hidden /> {SCAN_LABEL}
      </Button>
      <PageDialog open={open} onClose={() => setOpen(false)} title={SCAN_LABEL}>
        <ScanView key={opening} active={open} onRead={read} onBack={() => setOpen(false)} />
      </PageDialog>
    </>
  );
}
