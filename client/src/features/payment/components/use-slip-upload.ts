/**
 * One slip on its way: the picked image checked and scaled down in the
 * browser, then sent; what went wrong (a file that is no image, or the
 * server's Thai refusal) as one message.
 */
import { useState } from 'react';
import type { MemberSlip } from '@shared/api/payment-slips.js';
import { useSendSlip } from '../api/send-slip.js';
import { prepareSlipImage } from '../slip-image.js';

export interface SlipUpload {
  send: (file: Blob) => void;
  /** the image is being prepared or the server is reading it */
  busy: boolean;
  slip: MemberSlip | undefined;
  problem: string | null;
}

export function useSlipUpload(depositRef: string | null): SlipUpload {
  const mutation = useSendSlip();
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (file: Blob) => {
    mutation.reset();
    setRefusal(null);
    setPreparing(true);
    prepareSlipImage(file)
      .then((image) => mutation.mutate({ file: image, ref: depositRef }))
      .catch((error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)))
      .finally(() => setPreparing(false));
  };

  return {
    send,
    busy: preparing || mutation.isPending,
    slip: mutation.data,
    problem: refusal ?? mutation.error?.message ?? null,
  };
}
