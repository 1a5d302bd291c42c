/**
 * The back camera, live, looked at a few times a second for a QR code (the
 * slip's mini-QR), as Thai bank apps scan one. The browser's BarcodeDetector
 * reads the video frames; the first text read stops the camera and is handed on.
 * While `active` is false, or once the view goes, every track is stopped: no
 * camera is left on behind a closed dialog.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Often enough to feel instant, rare enough to leave a phone's two cores to the video. */
export const SCAN_EVERY_MS = 250;

/** The back camera, asked for 1280 px: a slip's QR is small, and many phones open at 640 × 480 unless asked. */
export const CAMERA: MediaTrackConstraints = { facingMode: 'environment', width: { ideal: 1280 } };

/** `starting`: the camera is asked for; `scanning`: its video shows and is read; `failed`: no camera (refused, absent, or no QR reader). */
export type QrScanState = 'starting' | 'scanning' | 'failed';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type QrDetectorClass = new (options: { formats: string[] }) => QrDetector;

function detectorClass(): QrDetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;
}

/** Whether this browser can scan at all (Chrome on Android can; where not, the slip goes as an image). */
export function canScanQr(): boolean {
  return detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** `video`: the element to show the camera in (the hook sets its stream). */
export function useQrScan(active: boolean, onRead: (text: string) => void): { video: RefObject<HTMLVideoElement | null>; state: QrScanState } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<QrScanState>('starting');
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (video.current) video.current.srcObject = null;
    };

    const lookAgain = (detector: QrDetector) => {
      timer = setTimeout(() => {
        const frame = video.current;
        if (stopped || !frame) return;
        // A frame not yet playing reads as no code; a failed read is tried again on the next frame.
        detector.detect(frame).then(
          (codes) => {
            if (stopped) return;
            const text = codes.find((code) => code.rawValue.trim() !== '')?.rawValue;
            if (text === undefined) return lookAgain(detector);
            stop();
            latestOnRead.current(text);
          },
          () => {
            if (!stopped) lookAgain(detector);
          },
        );
      }, SCAN_EVERY_MS);
    };

    const start = async () => {
      const Detector = detectorClass();
      if (!Detector) throw new Error('no BarcodeDetector');
      // Throws where the browser has the API but cannot read QR codes.
      const detector = new Detector({ formats: ['qr_code'] });
      const media = await navigator.mediaDevices.getUserMedia({ video: CAMERA });
      if (stopped) {
        // The dialog closed while the member was still answering the permission prompt.
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = media;
      if (video.current) video.current.srcObject = media;
      setState('scanning');
      lookAgain(detector);
    };

    start().catch(() => {
      if (!stopped) setState('failed');
    });
    return stop;
  }, [active]);

  return { video, state };
}
