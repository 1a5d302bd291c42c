import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { useSession } from '#client/lib/session.js';

/** The member's own agent when logged in, else the site's fixed agent (docs/product.md §9). */
export function useAgentCode(): string {
  return useSession()?.user.agent_code || DEFAULT_AGENT_CODE;
}
