/**
 * `?ref=CODE` on any page: the code is kept for the register form
 * (lib/referral-code.ts) and the visit counted once with
 * POST /api/affiliate/click (the server counts once per address, code and
 * day too). A failed count is not the visitor's problem: it says nothing.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { normaliseRefCode, rememberRefCode } from '#client/lib/referral-code.js';

export function useRefCapture() {
  const { search } = useLocation();
  const code = normaliseRefCode(new URLSearchParams(search).get('ref'));
  useEffect(() => {
    if (!code || !rememberRefCode(code)) return;
    apiCall(CALLS.affiliate.click, { body: { code }, skipAuthRedirect: true }).catch(() => {});
  }, [code]);
}
