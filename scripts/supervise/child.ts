/**
 * The child's side of `npm start`'s supervision (scripts/start.ts): it says
 * when it is ready over the IPC channel the parent opened, learns where its
 * sibling parts listen from the environment, and stops cleanly when the
 * parent is gone. Run alone (no channel), each call does nothing.
 */
import { z } from 'zod';

/** What a child sends once it serves. */
export interface ReadyMessage {
  type: 'ready';
  url: string;
}

export function isReadyMessage(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as ReadyMessage).type === 'ready' && typeof (message as ReadyMessage).url === 'string';
}

/**
 * Set by the parent only, for its children: where the built-in upstream (unset
 * with an operator's UPSTREAM_URL) and the games provider listen.
 */
const ZSupervisedEnv = z.object({
  SUPERVISED_UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPERVISED_GAMES_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPERVISED_WALLET_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export const SUPERVISED_UPSTREAM_URL = 'SUPERVISED_UPSTREAM_URL';
export const SUPERVISED_GAMES_URL = 'SUPERVISED_GAMES_URL';
/** the games provider's way to the wallet protocol: the gateway's `/provider`, as an outside provider's */
export const SUPERVISED_WALLET_URL = 'SUPERVISED_WALLET_URL';

export function supervisedParts(env: NodeJS.ProcessEnv = process.env): { upstreamUrl?: string; gamesUrl?: string; walletUrl?: string } {
  const parsed = ZSupervisedEnv.parse(env);
  return { upstreamUrl: parsed.SUPERVISED_UPSTREAM_URL, gamesUrl: parsed.SUPERVISED_GAMES_URL, walletUrl: parsed.SUPERVISED_WALLET_URL };
}

/**
 * A parent that died without stopping its children (SIGKILL, OOM) closes the
 * channel: the child then stops as on SIGTERM (its stop-signal handler
 * drains), rather than keep a port and a database open with nobody to stop it.
 */
export function stopWhenSupervisorGone(): void {
  if (!process.send) return;
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel alone does not keep the child alive: its servers do.
  process.channel?.unref();
}

export function tellSupervisorReady(url: string): void {
  const message: ReadyMessage = { type: 'ready', url };
  process.send?.(message);
}
