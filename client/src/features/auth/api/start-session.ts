import type { LoginResponse } from '#shared/api/auth.js';
import { session } from '#client/lib/session.js';
import { rememberAgentCode } from '#client/lib/persisted-state.js';

/** Login and register answer alike: keep the token and the member, remember their agent. */
export function startSession(response: LoginResponse): void {
  session.set({ token: response.access_token, expiresAt: response.expires_at, user: response.user });
  rememberAgentCode(response.user.agent_code);
}
