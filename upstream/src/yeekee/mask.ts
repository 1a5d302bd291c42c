/** "0812345678" → "08x-xxx-x678": enough to recognise your own shot, not enough to find anyone. */
export function maskUsername(username: string): string {
  return `${username.slice(0, 2)}x-xxx-x${username.slice(-3)}`;
}
