/**
 * The app-wide mount point of the live won/lost cards (result-cards.tsx). It
 * is loaded only for a logged-in member, so visitors' pages carry none of the
 * lotto code and open no lotto subscription.
 */
import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '#client/lib/session.js';

const MemberResultWatcher = lazy(async () => ({ default: (await import('./result-cards.js')).MemberResultWatcher }));

export function BillResultWatcher() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MemberResultWatcher />
    </Suspense>
  );
}
