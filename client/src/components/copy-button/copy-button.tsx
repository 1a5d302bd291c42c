/**
 * Copying a value for the member to paste elsewhere (a bank's app, a chat, a
 * checker of their own), with the same toast everywhere: the payment page's
 * account and ref, the referral link, a shoe's commitment and order.
 */
import { IconButton } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notify } from '../ui/toaster.js';

/** Writes `value` to the clipboard and says so, or says to copy it by hand. */
export async function copyToClipboard(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notify.success('คัดลอกแล้ว', 1000);
  } catch {
    notify.error('คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง');
  }
}

/** An icon button named "คัดลอก<label>" (e.g. "คัดลอกเลขบัญชี"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <IconButton
      aria-label={`คัดลอก${label}`}
      title={`คัดลอก${label}`}
      size="sm"
      variant="ghost"
      color="brand.fg"
      minW="11"
      minH="11"
      flexShrink={0}
      onClick={() => void copyToClipboard(value)}
    >
      <LuCopy />
    </IconButton>
  );
}
