/**
 * What `npm start`'s exit code says (README, "Starting and stopping"; decision 0063).
 * A platform's restart policy and an operator reading `echo $?` tell from it which part failed.
 */
export const EXIT_CODES = {
  /** stopped on SIGTERM or SIGINT, and every child stopped in time with exit code 0 */
  stopped: 0,
  /** the parent itself failed: a bad environment variable, the client or server build (node's own code for an uncaught error) */
  failed: 1,
  /** the upstream's first start failed (it exited, or was not ready in time) */
  upstream: 3,
  /** the games provider's first start failed */
  games: 4,
  /** the gateway's first start failed (its port taken, say) */
  gateway: 5,
  /** a child did not stop cleanly on the way out: killed past its deadline, exited non-zero, or a second signal cut the stop short */
  unclean: 6,
} as const;

export type ChildName = 'upstream' | 'games' | 'gateway';
