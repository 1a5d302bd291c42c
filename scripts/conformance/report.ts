/** The table and the summary line `npm run conformance` prints. */
import type { WalletsResponse } from '#shared/api/member.js';
import type { CallRow, ConformanceReport, Verdict } from './run.js';

export function counts(rows: readonly CallRow[]): Record<Verdict, number> {
  const found: Record<Verdict, number> = { PASS: 0, FAIL: 0, SKIP: 0 };
  for (const row of rows) found[row.verdict] += 1;
  return found;
}

export function formatTable(rows: readonly CallRow[]): string {
  const header = { call: 'call', route: 'route', verdict: 'result' };
  const routes = rows.map((row) => `${row.method} ${row.path}`);
  const callWidth = Math.max(header.call.length, ...rows.map((row) => row.id.length));
  const routeWidth = Math.max(header.route.length, ...routes.map((route) => route.length));
  const line = (call: string, route: string, verdict: string, why: string) =>
    `${call.padEnd(callWidth)}  ${route.padEnd(routeWidth)}  ${verdict.padEnd(6)}  ${why}`.trimEnd();
  return [
    line(header.call, header.route, header.verdict, 'why'),
    line('-'.repeat(callWidth), '-'.repeat(routeWidth), '------', '---'),
    ...rows.map((row, index) => line(row.id, routes[index] ?? '', row.verdict, row.why)),
  ].join('\n');
}

function balanceLine({ wallets, points }: WalletsResponse): string {
  return [...wallets.map((w) => `${w.wallet_name} ${w.balance.toFixed(2)}`), `points ${points}`].join(', ');
}

export function formatSummary(report: ConformanceReport): string {
  const found = counts(report.rows);
  const lines = [
    `conformance of ${report.upstream}: ${report.rows.length} calls, ${found.PASS} PASS, ${found.FAIL} FAIL, ${found.SKIP} SKIP` +
      ` (writes ${report.writes ? 'on' : 'off'}, agent key ${report.agentKey ? 'given' : 'not given'}, member ${report.member ?? 'none'})`,
  ];
  if (report.balance) {
    lines.push(`member ${report.member} before: ${balanceLine(report.balance.before)}`);
    lines.push(`member ${report.member} after:  ${balanceLine(report.balance.after)}`);
  }
  return lines.join('\n');
}

export function formatReport(report: ConformanceReport): string {
  return `${formatTable(report.rows)}\n\n${formatSummary(report)}`;
}
