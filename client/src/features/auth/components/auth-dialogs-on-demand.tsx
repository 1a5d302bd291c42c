/**
 * Mounts the login and register modals the first time one is asked for: the
 * register form (its schemas, the captcha) is not part of a page's first load.
 */
import { lazy, Suspense, useState } from 'react';
import { useModal } from '#client/lib/ui-state.js';

const AuthDialogs = lazy(async () => ({ default: (await import('./auth-dialogs.js')).AuthDialogs }));

export function AuthDialogsOnDemand() {
  const login = useModal('login');
  const register = useModal('register');
  const asked = login.open || register.open;
  const [mounted, setMounted] = useState(false);
  // Once mounted they stay, so a modal can play its closing animation.
  if (asked && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}
