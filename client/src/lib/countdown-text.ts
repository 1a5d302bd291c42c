const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whole seconds → "04:59", or "1:02:03" past an hour. The caller rounds: a
 * yeekee round's clock down (its `now` is whole seconds), a deposit QR's time
 * left up (it never shows 00:00 while the QR still pays).
 */
export function clockText(totalSeconds: number): string {
  const total = Math.max(0, totalSeconds);
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/**
 * Milliseconds left → "02:03:04", or "1 วัน 02:03:04" beyond a day; never negative.
 * For rounds and quests that run for hours or days (a deposit's QR and a yeekee
 * round count on the shorter `clockText`).
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} วัน ${clock}` : clock;
}
