/**
 * `/provider/*` pass-through: the provider wallet protocol (docs/decisions/0038).
 * A provider's signature covers the body's raw bytes, so the body goes on byte
 * for byte (raw-post-proxy.ts) with the three signing headers and the request
 * id; the signature and the body are the upstream's to judge.
 *
 * With the agent key the gateway also sends it on: the upstream then answers
 * a credit batch with the members it paid and their new wallets
 * (docs/decisions/0070), which the gateway pushes to their `wallets` topics and
 * takes out of the answer, so a provider never sees a username.
 */
import type { Router } from 'express';
import type { WalletsResponse } from '#shared/api/member.js';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER, ZCreditBatchResponse } from '#shared/api/provider-wallet.js';
import { callAt } from '#shared/api/registry.js';
import { rawPasser, rawPostProxy, type RawRequestFacts } from './raw-post-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

export interface WalletsMoved {
  username: string;
  wallets: WalletsResponse;
}

export interface ProviderProxyOptions {
  upstream: UpstreamClient;
  /** sent on as the bearer of every call, so the upstream knows its own gateway; never a provider's own Authorization */
  agentApiKey?: string;
  /** the members a credit batch paid, with the wallets it left them */
  onWalletsMoved?: (members: WalletsMoved[]) => void;
}

const ZMembers = ZCreditBatchResponse.shape.members.unwrap();

/** The answer without `data.members` (a provider's eyes), and the members it named. */
export function withoutMembers(text: string): { text: string; members: WalletsMoved[] } {
  // Most answers are not a batch's: no parse for them.
  if (!text.includes('"members"')) return { text, members: [] };
  let envelope: { data?: { members?: unknown } } | null;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    return { text, members: [] };
  }
  if (envelope?.data === null || typeof envelope?.data !== 'object' || !('members' in envelope.data)) return { text, members: [] };
  const parsed = ZMembers.safeParse(envelope.data.members);
  delete envelope.data.members;
  return { text: JSON.stringify(envelope), members: parsed.success ? parsed.data : [] };
}

/** The router for Express, and the same pass for the lean front (lean-api.ts). */
export function providerProxy({ upstream, agentApiKey, onWalletsMoved }: ProviderProxyOptions): { router: Router; passRaw: ReturnType<typeof rawPasser> } {
  const options = {
    target: upstream,
    prefix: '/provider/',
    headersOf: (req: RawRequestFacts) => ({
      [PROVIDER_ID_HEADER]: req.get(PROVIDER_ID_HEADER),
      [PROVIDER_TIMESTAMP_HEADER]: req.get(PROVIDER_TIMESTAMP_HEADER),
      [PROVIDER_SIGNATURE_HEADER]: req.get(PROVIDER_SIGNATURE_HEADER),
      'user-agent': req.get('user-agent'),
      authorization: agentApiKey ? `Bearer ${agentApiKey}` : undefined,
    }),
    countAs: (path: string) => callAt('POST', path)?.id ?? 'provider:unknown',
    // Every answer, not only the batch's: whatever an upstream names, a provider never sees a username.
    rewriteAnswer: (_path: string, answer: { text: string }) => {
      const { text, members } = withoutMembers(answer.text);
      if (members.length > 0) onWalletsMoved?.(members);
      return text;
    },
  };
  return { router: rawPostProxy(options), passRaw: rawPasser(options) };
}
