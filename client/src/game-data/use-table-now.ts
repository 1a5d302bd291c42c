/**
 * Now on the provider's clock, for the table's countdown and the dealing: the
 * offset is taken from each answer's `server_time` (the table's phases run on
 * the provider's clock, not the site's), and the clock ticks four times a
 * second so a phase change shows within a quarter second. A tick read before
 * the answer arrived is never shown as earlier than the answer's own time.
 */
import { useEffect, useState } from 'react';

const TICK_MS = 250;

export function useTableNow(offsetMs: number, serverTime: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  const floor = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isNaN(floor) ? now + offsetMs : Math.max(now + offsetMs, floor);
}
