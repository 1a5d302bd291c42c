/**
 * A member action a visitor may tap (accept a promotion, play a game, vote,
 * shoot): for a member it runs at once; for a visitor it opens the login modal
 * in place and runs once they have logged in (or registered) there, with the
 * arguments of the tap. Closing the modals without logging in forgets it.
 */
import { useEffect, useRef } from 'react';
import { session, useIsLoggedIn } from './session.js';
import { useModal } from './ui-state.js';

export function useMemberAction<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  const loggedIn = useIsLoggedIn();
  const login = useModal('login');
  const register = useModal('register');
  const waiting = useRef<A | null>(null);
  const latest = useRef(action);
  const asking = login.open || register.open;

  // Kept current first, so the run below calls the closure of the render that sees the member.
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!loggedIn || !waiting.current) return;
    const args = waiting.current;
    waiting.current = null;
    latest.current(...args);
  }, [loggedIn]);
  useEffect(() => {
    // The store, not this render: a login closes the modal in the same tick as it starts the session.
    if (!asking && !session.isLoggedIn()) waiting.current = null;
  }, [asking]);

  return (...args: A) => {
    if (loggedIn) return action(...args);
    waiting.current = args;
    login.setOpen(true);
  };
}
