/** FISHING_API.info: the published fish table (figures.ts) and the cannon bets, as the info panel shows them. */
import type { FishingInfoResponse } from '../fishing-api.js';
import { FISHING_FIGURES } from './figures.js';
import { FISH_SPECIES } from './species.js';

export function fishingInfo(game: { code: string; name: string }): FishingInfoResponse {
  return {
    code: game.code,
    name: game.name,
    species: FISHING_FIGURES.species.map((fish, index) => {
      const { chance } = FISH_SPECIES[index]!;
      return {
        code: fish.code,
        name: fish.name,
        multiplier: fish.multiplier,
        chance_fraction: fish.catch_fraction,
        chance: Number(chance.num) / Number(chance.den),
        rtp_fraction: fish.rtp_fraction,
        rtp_percent: fish.rtp_percent,
      };
    }),
    bets: FISHING_FIGURES.cannon_bets,
  };
}
