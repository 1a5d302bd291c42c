import { IconButton } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notify } from '../../../components/ui/toaster.js';

/** Copies a value (account number, amount, ref) so the member can paste it into the bank's app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success('คัดลอกแล้ว', 1000);
    } catch {
      notify.error('คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง');
    }
  };
  return (
    <IconButton aria-label={`คัดลอก${label}`} title={`คัดลอก${label}`} size="sm" variant="ghost" color="brand.fg" minW="11" minH="11" onClick={() => void copy()}>
      <LuCopy />
    </IconButton>
  );
}
