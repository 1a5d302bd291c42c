/**
 * A question to the other gateway nodes (`serverSideEmitWithAck`) that fails
 * as a rejection of its own promise, never as an unhandled one.
 *
 * Socket.IO's `serverSideEmitWithAck` calls the adapter's `serverSideEmit`
 * without handling the promise it returns. The Redis Streams adapter first
 * asks Redis how many nodes listen (PUBSUB NUMSUB); while Redis is away that
 * command is refused at once, the dropped promise rejects unhandled, and Node
 * ends the process: both nodes went down within seconds of a `kill -9` of Redis
 * while anyone watched a yeekee round (the watcher count asks every 5 s).
 */
import type { Namespace } from 'socket.io';

export function askOtherNodes<T>(namespace: Pick<Namespace, 'adapter'>, event: string, ...args: unknown[]): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    const ack = (error: Error | null, responses: T[]) => (error ? reject(error) : resolve(responses));
    const sent: unknown = namespace.adapter.serverSideEmit([event, ...args, ack]);
    if (sent instanceof Promise) sent.catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });
}
