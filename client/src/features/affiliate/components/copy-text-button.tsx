import { Button } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notify } from '../../../components/ui/toaster.js';

/** Copies the referral link or code so the member can paste it in a chat. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success('คัดลอกแล้ว', 1000);
    } catch {
      notify.error('คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง');
    }
  };
  return (
    <Button size="sm" minH="11" variant="outline" colorPalette="brand" flexShrink={0} onClick={() => void copy()}>
      <LuCopy aria-hidden /> {label}
    </Button>
  );
}
