import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The process's one logger (JSON lines on stdout), shared by the gateway and,
 * when embedded, the upstream: each takes a `service` child of it. It lives in
 * shared because both programs run in one process with `npm start`; only
 * server code imports it, never the client. Decision 0024.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Service = 'gateway' | 'upstream' | 'games';

/** Keys whose values never reach a log line, at any depth of a logged object. */
const SECRET_KEY = /(pass(word)?|secret|token|otp|reset_?code|authorization|cookie|api_?key)$/i;
/** A bank account number keeps its last four digits, enough to tell two apart. */
const ACCOUNT_KEY = /account_?no$/i;
/**
 * A long opaque path segment (a reset link's code, a token in a URL) is masked:
 * ids and names in our paths are short.
 */
const OPAQUE_SEGMENT = /^[\w-]{20,}$/;
export const MASK = '[redacted]';
const MAX_DEPTH = 8;

export function maskAccountNo(value: unknown): string {
  const text = String(value);
  return text.length <= 4 ? '****' : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
}

/** The path of a URL without its query string (it may carry a code) and with opaque segments masked. */
export function safePath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? MASK : segment))
    .join('/');
}

/** A copy of a plain object or array with secret-named fields masked; other values as they are. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) out[key] = MASK;
    else if (ACCOUNT_KEY.test(key) && (typeof field === 'string' || typeof field === 'number')) out[key] = maskAccountNo(field);
    else out[key] = maskSecrets(field, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
}

/** What a request line says about the request: never its body, query string or credentials. */
export function requestSerializer(req: LoggedRequest) {
  const headers = req.headers ?? {};
  return {
    method: req.method,
    path: safePath(req.url),
    user_agent: headers['user-agent'],
    // Whether the caller sent credentials, not what they were.
    authorized: headers.authorization !== undefined,
  };
}

export function responseSerializer(res: { statusCode?: number }) {
  return { status: res.statusCode };
}

/** An error's kind and message, masked like any field; the stack only below `info`. */
export function errorSerializer(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return maskSecrets(serialized);
}

export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const given = env.LOG_LEVEL?.trim().toLowerCase();
  if (given && (LOG_LEVELS as readonly string[]).includes(given)) return given as LogLevel;
  // Tests are quiet unless one asks for the lines (captureLogs).
  return env.VITEST || env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * Lines reach stdout in batches: a write when 4 kB are buffered (some dozen
 * request lines) or every LOG_FLUSH_MS, whichever comes first, rather than a
 * write per line on the hot paths (bench/README.md, gateway-overhead).
 * `flushLogs` writes what is left before the process exits.
 */
export const LOG_FLUSH_MS = 250;
const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => {
  try {
    stdout.flush();
  } catch {
    // stdout is gone (the parent closed it): nothing to save.
  }
}, LOG_FLUSH_MS).unref();

/** Where lines go: stdout, or a test's capture. Swapped, never the logger itself. */
let target: DestinationStream = stdout;
const sink: DestinationStream = { write: (line: string) => target.write(line) };

const root: Logger = pino(
  {
    level: defaultLogLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // Every line's own fields, whatever a call site passed: secret-named keys masked.
      log: (object) => maskSecrets(object) as Record<string, unknown>,
    },
    serializers: { req: requestSerializer, res: responseSerializer, err: errorSerializer, error: errorSerializer },
    // Belt and braces for header objects logged whole by a call site.
    redact: { paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'], censor: MASK },
  },
  sink,
);

const services = new Map<Service, Logger>();

/** The process logger as one program sees it (its lines carry `service`). */
export function processLogger(service: Service): Logger {
  let child = services.get(service);
  if (!child) services.set(service, (child = root.child({ service })));
  return child;
}

/** LOG_LEVEL as the config parsed it; children made before keep in step. */
export function setLogLevel(level: LogLevel): void {
  root.level = level;
  for (const child of services.values()) child.level = level;
}

/** Sends the lines elsewhere (a test's capture) and answers how to put them back. */
export function redirectLogs(destination: DestinationStream, level: LogLevel = 'info'): () => void {
  const previous = { target, level: root.level as LogLevel };
  target = destination;
  setLogLevel(level);
  return () => {
    target = previous.target;
    setLogLevel(previous.level);
  };
}

/** Writes what is buffered before the process exits. */
export function flushLogs(): void {
  const flushSync = (target as { flushSync?: () => void }).flushSync;
  try {
    flushSync?.call(target);
  } catch {
    // Nothing buffered, or stdout is gone: nothing to save.
  }
}
