/**
 * Mounts a lazily loaded overlay (a dialog, a sheet) the first time it is asked
 * for, so that its code is fetched on use rather than with the page; once
 * mounted it stays, so it can play its closing animation and open again at once.
 */
import { Suspense, useState, type ReactNode } from 'react';

export function MountOnDemand({ asked, children }: { asked: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
