import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ErrorCode } from '#shared/errors.js';
import { sendError } from '../http/envelope.js';
import { bearerToken } from '../proxy/bearer.js';
import type { GatewayMetrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus text format, for `Authorization: Bearer` with
 * METRICS_TOKEN or the agent key (decision 0024). With neither configured the
 * path does not exist (404 envelope): an open /metrics would tell anyone how
 * many members are online and which calls fail.
 */
export function metricsRoute(metrics: GatewayMetrics, keys: { metricsToken?: string; agentApiKey?: string }): RequestHandler {
  const accepted = [keys.metricsToken, keys.agentApiKey].filter((key): key is string => Boolean(key)).map(digest);
  return async (req, res) => {
    if (accepted.length === 0) return sendError(res, ErrorCode.NOT_FOUND);
    const given = bearerToken(req.get('authorization'));
    const givenDigest = given ? digest(given) : undefined;
    // Compared in constant time against each key, on digests so lengths do not leak.
    if (!givenDigest || !accepted.some((key) => timingSafeEqual(key, givenDigest))) return sendError(res, ErrorCode.UNAUTHORIZED, 'ต้องใช้รหัสสำหรับอ่านสถิติของระบบ (METRICS_TOKEN หรือรหัสเอเย่นต์)');
    res.setHeader('cache-control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
