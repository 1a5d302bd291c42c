import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** GET /api/poll/quota/get: the member's votes of the Bangkok day, over every poll (read into the live entry). */
export const getPollQuota = (signal?: AbortSignal) => apiCall(CALLS.poll.quotaGet, { query: {}, signal });
