import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { ErrorCode } from '#shared/errors.js';

/** The q-quantile (0..1) of numbers sorted ascending; NaN when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const sortNumbers = (values: number[]): number[] => values.sort((a, b) => a - b);

const CODE_NAMES = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/** "3001 INSUFFICIENT_BALANCE" for an envelope code; other keys (http 502, network) as they are. */
export function codeLabel(key: string): string {
  const code = Number(key);
  return Number.isInteger(code) && CODE_NAMES.has(code) ? `${code} ${CODE_NAMES.get(code)}` : key;
}

export function formatCounts(counts: ReadonlyMap<string, number>): string {
  if (counts.size === 0) return 'none';
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${codeLabel(key)} ×${n}`).join(', ');
}

export function bump(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** The machine the figures came from, and how busy it was: `uptime` and the cores. */
export function machineLine(): string {
  let uptime: string;
  try {
    uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    uptime = `load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
  const cores = cpus();
  return `machine: ${cores.length} × ${cores[0]?.model.trim() ?? 'cpu'}, node ${process.version}; uptime: ${uptime}`;
}

export const goal = (met: boolean): string => (met ? 'met' : 'NOT met');
