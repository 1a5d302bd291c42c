import { useMutation } from '@tanstack/react-query';
import type { GameDemoRequest } from '#shared/api/games.js';
import { apiCall } from '#client/lib/api-client.js';
import { GAME_CALLS } from './calls.js';

/** POST /api/game/demo: a play-money link (no wallet, no ledger); a mutation like the real link. */
export const getDemoLink = (request: GameDemoRequest) => apiCall(GAME_CALLS.demo, { body: request });

export const useDemoLink = () => useMutation({ mutationFn: getDemoLink });
