import { createHash } from 'node:crypto';

/** What the client reads from `window.__CONFIG__` (client/src/lib/runtime-config.ts). */
export interface ClientRuntimeConfig {
  recaptchaSiteKey?: string;
  gtmId?: string;
  liffId?: string;
  /** demo mode: the deposit page offers the demo bank's slip (docs/decisions/0082) */
  demo?: boolean;
}

export interface RuntimeConfigScript {
  /** the inline script put into index.html */
  tag: string;
  /** its CSP source, so script-src stays 'self' plus exactly this script */
  cspSource: string;
}

/** The CSP source that lets exactly this inline script run: its SHA-256, no 'unsafe-inline'. */
export function inlineScriptSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

/**
 * Public third-party ids reach the client at runtime (nothing is baked into the
 * build). The script is fixed at boot, so the CSP allows it by hash: no
 * 'unsafe-inline' for scripts and no per-request nonce.
 */
export function runtimeConfigScript(config: ClientRuntimeConfig): RuntimeConfigScript {
  const defined = Object.fromEntries(Object.entries(config).filter(([, value]) => (typeof value === 'string' && value !== '') || value === true));
  // `<` escaped so no value can close the script element.
  const body = `window.__CONFIG__=${JSON.stringify(defined).replace(/</g, '\\u003c')};`;
  return { tag: `<script>${body}</script>`, cspSource: inlineScriptSource(body) };
}
