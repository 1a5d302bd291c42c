/** One process of the soak bench's cluster, as the cluster, its PostgreSQL and the fault injector see it. */
export type PartName = 'upstream' | 'upstream A' | 'upstream B' | 'gateway A' | 'gateway B' | 'redis' | 'postgres';

/** One process of the cluster: started, killed with SIGKILL, started again on the same port. */
export interface Part {
  name: PartName;
  port: number;
  up(): boolean;
  start(): Promise<void>;
  kill9(): Promise<void>;
  /** a clean stop (SIGTERM or the IPC stop), for the end of the run */
  stop(): Promise<void>;
}
