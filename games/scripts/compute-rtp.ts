/**
 * `npx tsx games/scripts/compute-rtp.ts`: enumerates every stop combination
 * of every built-in slot title (base and free-spin strips), prints its
 * figures and writes shared/src/games/slots/published.json, the figures the lobby
 * and the game publish. Run it after any change to a title; the slots test
 * fails while published.json is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeFigures } from '#games/slots/figures.js';
import type { PublishedFigures } from '#shared/games/slots/published.js';
import { SLOT_TITLES } from '#shared/games/slots/titles/index.js';

const OUTPUT = fileURLToPath(new URL('../../shared/src/games/slots/published.json', import.meta.url));

const started = performance.now();
const published: PublishedFigures[] = [];
for (const title of SLOT_TITLES) {
  const titleStarted = performance.now();
  const figures = computeFigures(title);
  published.push(figures);
  const seconds = ((performance.now() - titleStarted) / 1000).toFixed(1);
  console.log(`${figures.code} (${figures.name}, ${figures.volatility}), ${figures.base_combinations} + ${figures.free_combinations} combinations in ${seconds} s`);
  console.log(`  RTP            ${figures.rtp_percent.toFixed(4)} % = ${figures.rtp_fraction}`);
  console.log(`    base game    ${figures.base_rtp_percent.toFixed(4)} %`);
  console.log(`    free spins   ${figures.free_spins_rtp_percent.toFixed(4)} %`);
  console.log(`  hit frequency  ${figures.hit_frequency.toFixed(4)} %`);
  console.log(`  free spins     ${figures.free_spins_trigger_percent.toFixed(4)} % (1 in ${figures.free_spins_one_in})`);
  console.log(`  max win        ×${figures.max_win_x} the bet; std dev ×${figures.std_dev_x} per spin`);
}
writeFileSync(OUTPUT, `${JSON.stringify(published, null, 2)}\n`);
console.log(`wrote ${OUTPUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
