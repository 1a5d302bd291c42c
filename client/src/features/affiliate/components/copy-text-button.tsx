import { Button } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { copyToClipboard } from '#client/components/copy-button/copy-button.js';

/** Copies the referral link or code so the member can paste it in a chat: a button with its words, beside the value. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  return (
    <Button size="sm" minH="11" variant="outline" colorPalette="brand" flexShrink={0} onClick={() => void copyToClipboard(value)}>
      <LuCopy aria-hidden /> {label}
    </Button>
  );
}
