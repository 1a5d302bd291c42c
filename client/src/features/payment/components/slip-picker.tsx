/**
 * The slip's ways in: the gallery (a phone's file picker on image/*) and
 * the camera (`capture="environment"`, the back camera). Each is a real file
 * input inside its label, so it is reached and named like any input. Where the
 * browser can read a QR live, a third button scans the slip's QR instead.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { Button, chakra, Flex } from '@chakra-ui/react';
import { LuCamera, LuImagePlus } from 'react-icons/lu';
import { SlipScanner } from './slip-scanner.js';

export const PICK_LABEL = 'เลือกรูปสลิป';
export const CAMERA_LABEL = 'ถ่ายรูปสลิป';

function FileButton({ children, capture, busy, onPick, variant }: { children: ReactNode; capture?: 'environment'; busy: boolean; onPick: (file: File) => void; variant: 'solid' | 'outline' }) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Button
      asChild
      colorPalette="brand"
      variant={variant}
      minH="11"
      flex="1"
      minW="40"
      cursor={busy ? 'not-allowed' : 'pointer'}
      opacity={busy ? 0.6 : 1}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <label>
        {children}
        <chakra.input type="file" accept="image/*" capture={capture} srOnly disabled={busy} onChange={pick} />
      </label>
    </Button>
  );
}

export function SlipPicker({ onPick, onScan, busy }: { onPick: (file: File) => void; onScan: (text: string) => void; busy: boolean }) {
  return (
    <Flex gap="2" wrap="wrap">
      <FileButton variant="solid" busy={busy} onPick={onPick}>
        <LuImagePlus aria-hidden /> {PICK_LABEL}
      </FileButton>
      <FileButton variant="outline" capture="environment" busy={busy} onPick={onPick}>
        <LuCamera aria-hidden /> {CAMERA_LABEL}
      </FileButton>
      <SlipScanner onRead={onScan} busy={busy} />
    </Flex>
  );
}
