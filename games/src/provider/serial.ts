/**
 * One thing at a time per key: a player's spins and seed rotation of one game
 * wait for each other, so a nonce is read, played, paid and stored before the
 * next one is (two tabs of one member share the seed). The provider runs as one
 * process, so an in-memory queue is enough.
 */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The map forgets a key once its last task is done.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
