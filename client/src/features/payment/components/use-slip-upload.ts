/**
 * One slip on its way, whichever way it came: the picked image checked and
 * scaled down in the browser, then sent; or the text of its QR as the camera
 * read it. One answer and one message for the card (a file that is no image,
 * or the server's Thai refusal): each send clears the last one's.
 */
import { useState } from 'react';
import type { MemberSlip } from '#shared/api/payment-slips.js';
import { useSendSlip } from '../api/send-slip.js';
import { useSendSlipQr } from '../api/send-slip-qr.js';
import { prepareSlipImage } from '../slip-image.js';

export interface SlipUpload {
  send: (file: Blob) => void;
  /** the slip's QR text, as a camera read it */
  sendQr: (payload: string) => void;
  /** the image is being prepared or the server is reading the slip */
  busy: boolean;
  slip: MemberSlip | undefined;
  problem: string | null;
}

export function useSlipUpload(depositRef: string | null): SlipUpload {
  const image = useSendSlip();
  const qr = useSendSlipQr();
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const clear = () => {
    image.reset();
    qr.reset();
    setRefusal(null);
  };

  const send = (file: Blob) => {
    clear();
    setPreparing(true);
    prepareSlipImage(file)
      .then((prepared) => image.mutate({ file: prepared, ref: depositRef }))
      .catch((error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)))
      .finally(() => setPreparing(false));
  };

  const sendQr = (payload: string) => {
    clear();
    qr.mutate({ payload, ref: depositRef ?? undefined });
  };

  return {
    send,
    sendQr,
    busy: preparing || image.isPending || qr.isPending,
    slip: image.data ?? qr.data,
    problem: refusal ?? image.error?.message ?? qr.error?.message ?? null,
  };
}
