import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { fixedHeaders, headersByHost } from '#server-kit/http/edge-headers.js';

export interface ThirdParties {
  recaptcha: boolean;
  gtm: boolean;
  liff: boolean;
}

export interface CspExtras {
  /** CSP sources of inline scripts the gateway itself writes (the runtime config, by hash) */
  inlineScripts: string[];
}

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
};
const LIFF = {
  script: ['https://static.line-scdn.net'],
  connect: ['https://api.line.me', 'https://liffsdk.line-scdn.net'],
};

/**
 * The socket connects to this same host; CSP 'self' does not cover ws:/wss:
 * in every browser, so the host of the request is named with both schemes.
 */
function socketSources(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host || !/^[\w.:[\]-]+$/.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

/**
 * Helmet with a CSP for this site: own scripts only, inline styles (Chakra's
 * emotion injects style tags), images from self, data:, blob: and https: (an
 * agent's announcement images may be https links, ZBroadcastRequest allows them),
 * frames of this site and https game providers (the launcher), and a third
 * party's hosts only when that third party is configured.
 */
export function securityHeaders(third: ThirdParties, extras: CspExtras = { inlineScripts: [] }): RequestHandler {
  const script = ["'self'", ...extras.inlineScripts, ...(third.recaptcha ? RECAPTCHA.script : []), ...(third.gtm ? GTM.script : []), ...(third.liff ? LIFF.script : [])];
  const connect = ["'self'", ...(third.gtm ? GTM.connect : []), ...(third.liff ? LIFF.connect : [])];
  const img = ["'self'", 'data:', 'blob:', 'https:', ...(third.gtm ? GTM.img : [])];
  // The launcher's frame: our own games are this site's /play page; an outside provider's launch URL
  // is whatever the catalogue says (upstream data the gateway does not read), so any https origin.
  const frame = ["'self'", 'https:', ...(third.recaptcha ? RECAPTCHA.frame : [])];
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: script,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: img,
      fontSrc: ["'self'", 'data:'],
      connectSrc: [...connect, (req) => socketSources(req)],
      frameSrc: frame,
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  });
  // Cross-origin images (announcements) must load; COEP would block them.
  const others = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // Worked out once (the CSP once per host) rather than by helmet's middlewares on every answer.
  const fixed = fixedHeaders(others);
  const policy = headersByHost(csp);
  return (req, res, next) => fixed(req, res, () => policy(req, res, next));
}
