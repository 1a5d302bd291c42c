/**
 * Settings the gateway injects at runtime as `window.__CONFIG__` (nothing is
 * baked into the build). With nothing configured, no third-party script loads.
 * Values are checked: an id that does not look like one is ignored rather than
 * pasted into a script URL.
 */
export interface RuntimeConfig {
  recaptchaSiteKey?: string;
  gtmId?: string;
  liffId?: string;
  /** demo mode: the demo bank's slip is offered on a pending bank deposit */
  demo?: boolean;
}

declare global {
  interface Window {
    __CONFIG__?: Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

const PATTERNS: Record<Exclude<keyof RuntimeConfig, 'demo'>, RegExp> = {
  recaptchaSiteKey: /^[\w-]{10,100}$/,
  gtmId: /^GTM-[A-Z0-9]{4,12}$/,
  liffId: /^[\w-]{5,64}$/,
};

export function runtimeConfig(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__CONFIG__;
  const config: RuntimeConfig = {};
  if (!raw || typeof raw !== 'object') return config;
  for (const key of Object.keys(PATTERNS) as (keyof typeof PATTERNS)[]) {
    const value = raw[key];
    if (typeof value === 'string' && PATTERNS[key].test(value)) config[key] = value;
  }
  if (raw.demo === true) config.demo = true;
  return config;
}

const loading = new Map<string, Promise<void>>();

/** Adds a script once; the promise settles when it has loaded (or failed). */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`script failed: ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Google Tag Manager, only when an id is configured. */
export function startTagManager(config: RuntimeConfig = runtimeConfig()): boolean {
  if (!config.gtmId) return false;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  void loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`).catch(() => {});
  return true;
}
