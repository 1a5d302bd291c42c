/**
 * Toasts of docs/product.md §9: top of the screen, with a progress bar that empties over
 * the toast's life (welcome 1 s, errors and logout 3 s). No page shows a toast
 * on arrival, so the store and the region (Chakra's toaster and zag's toast
 * machine, toast-region.tsx) are not part of the first route: they load when
 * the browser is idle after hydration, or with the first toast asked for
 * before that (docs/decisions/0057).
 */
import { lazy, useEffect, useState } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { TOAST_MS } from '#shared/constants.js';
import { whenIdle } from '#client/lib/when-idle.js';
import { MountOnDemand } from './mount-on-demand.js';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const loadRegion = () => import('./toast-region.js');
const ToastRegion = lazy(async () => ({ default: (await loadRegion()).ToastRegion }));

/** The mounted Toaster's way to be told that a toast came before it mounted its region. */
let onFirstToast: (() => void) | undefined;

export const toaster = {
  create(options: ToastOptions): void {
    onFirstToast?.();
    void loadRegion().then(({ toastStore }) => toastStore.create(options));
  },
  /** Every toast (or the one with `id`) gone; resolves once removed. */
  async remove(id?: string): Promise<void> {
    const { toastStore } = await loadRegion();
    toastStore.remove(id);
  },
};

export const notify = {
  success: (title: string, durationMs: number = TOAST_MS.logout) => toaster.create({ type: 'success', title, duration: durationMs }),
  error: (title: string, durationMs: number = TOAST_MS.error) => toaster.create({ type: 'error', title, duration: durationMs }),
  info: (title: string, durationMs: number = TOAST_MS.welcome) => toaster.create({ type: 'info', title, duration: durationMs }),
};

export function Toaster() {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    onFirstToast = () => setAsked(true);
    whenIdle(() => setAsked(true));
    return () => {
      onFirstToast = undefined;
    };
  }, []);
  return (
    <MountOnDemand asked={asked}>
      <ToastRegion />
    </MountOnDemand>
  );
}
