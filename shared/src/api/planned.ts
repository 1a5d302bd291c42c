/**
 * Spec §7 calls that are not built yet: listed by path only, so the 404s of
 * today stay visible (a test prints how many are left). A call leaves this
 * list when its area is built and it enters the registry with its schemas.
 */
import type { HttpMethod } from './call.js';

export interface PlannedCall {
  method: HttpMethod;
  path: string;
  /** the issue that builds it */
  area: 'rewards' | 'cashback' | 'affiliate' | 'polls' | 'games' | 'sooth';
}

const planned = (area: PlannedCall['area'], calls: [HttpMethod, string][]): PlannedCall[] =>
  calls.map(([method, path]) => ({ method, path, area }));

export const PLANNED_CALLS: readonly PlannedCall[] = [
  ...planned('rewards', [
  ]),
];
