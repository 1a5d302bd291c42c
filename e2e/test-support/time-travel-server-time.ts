/** Where the time-travel server's clock starts. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The next 22:00 in Bangkok from now (today's, or tomorrow's once it has passed). */
export function nextBangkokEvening(now: number): number {
  const bangkokMidnight = Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
  const evening = bangkokMidnight + 22 * 3_600_000;
  return evening >= now ? evening : evening + DAY_MS;
}

