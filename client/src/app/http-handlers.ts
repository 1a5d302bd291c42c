/**
 * Spec §8 HTTP rules, wired to the router: 400 sends the user home; 401 goes
 * to /login (api-client has already cleared the session). Each shows an error
 * toast (3 s); one toast id per status so a burst of failed calls shows one.
 */
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { TOAST_MS } from '#shared/constants.js';
import { setHttpErrorHandlers, type HttpErrorHandlers } from '#client/lib/api-client.js';
import { toaster } from '#client/components/ui/toaster.js';

export function httpErrorHandlers(navigate: NavigateFunction): HttpErrorHandlers {
  return {
    onBadRequest: () => {
      toaster.create({ id: 'http-400', type: 'error', title: errorEntry(ErrorCode.BAD_REQUEST).message, duration: TOAST_MS.error });
      void navigate('/');
    },
    onUnauthorized: () => {
      toaster.create({ id: 'http-401', type: 'error', title: errorEntry(ErrorCode.UNAUTHORIZED).message, duration: TOAST_MS.error });
      void navigate('/login');
    },
  };
}

export function useHttpErrorHandlers(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setHttpErrorHandlers(httpErrorHandlers(navigate));
    return () => setHttpErrorHandlers({ onBadRequest: () => {}, onUnauthorized: () => {} });
  }, [navigate]);
}
