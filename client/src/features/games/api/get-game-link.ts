import { useMutation } from '@tanstack/react-query';
import type { GameLinkRequest } from '#shared/api/games.js';
import { apiCall } from '#client/lib/api-client.js';
import { GAME_CALLS } from './calls.js';

/**
 * POST /api/game/link: a real-money link with a one-time launch token. A
 * mutation, not a query: every request mints a token, so nothing may refetch it.
 */
export const getGameLink = (request: GameLinkRequest) => apiCall(GAME_CALLS.link, { body: request });

export const useGameLink = () => useMutation({ mutationFn: getGameLink });
