const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Milliseconds left → "02:03:04", or "1 วัน 02:03:04" beyond a day; never negative.
 * For rounds and quests that run for hours or days (a deposit's QR and a yeekee
 * round count minutes in their own shorter forms).
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} วัน ${clock}` : clock;
}
