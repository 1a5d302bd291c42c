/** The games calls of the contract's registry, read from one place in this area. */
import { CALLS } from '#shared/api/registry.js';

export const GAME_CALLS = CALLS.game;
