import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { errorSerializer, requestSerializer, responseSerializer } from './logger.js';

/** Probes answer many times a minute; their lines would drown the rest. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const isQuietPath = (url: string | undefined): boolean => QUIET_PATHS.has((url ?? '').split('?')[0] ?? '');

/**
 * One line per answered request (method, path without query, status, time)
 * and a `req.log` whose every line carries the request id: the gateway's own,
 * or at the upstream the id the gateway sent (x-request-id). Bodies are never
 * logged. Decision 0024.
 */
export function httpLogger(logger: Logger, requestIdOf: (req: IncomingMessage, res: ServerResponse) => string): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id', responseTime: 'duration_ms' },
    serializers: { req: requestSerializer, res: responseSerializer, err: errorSerializer },
    autoLogging: { ignore: (req) => isQuietPath(req.url) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request answered',
    customErrorMessage: () => 'request failed',
  });
}
