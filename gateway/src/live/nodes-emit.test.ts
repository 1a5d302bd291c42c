import { describe, expect, it } from 'vitest';
import { askOtherNodes } from './nodes-emit.js';

type Ack = (error: Error | null, responses: unknown[]) => void;

function namespaceWhoseAdapter(serverSideEmit: (packet: unknown[]) => unknown) {
  return { adapter: { serverSideEmit } } as unknown as Parameters<typeof askOtherNodes>[0];
}

describe('askOtherNodes', () => {
  it('answers what the other nodes acknowledged', async () => {
    const namespace = namespaceWhoseAdapter((packet) => (packet.at(-1) as Ack)(null, [2, 3]));
    await expect(askOtherNodes<number>(namespace, 'presence', 'yeekee:1')).resolves.toEqual([2, 3]);
  });

  it('rejects its own promise when the adapter cannot ask (Redis away), with nothing left unhandled', async () => {
    let unhandled = 0;
    const count = () => (unhandled += 1);
    process.on('unhandledRejection', count);
    try {
      const namespace = namespaceWhoseAdapter(() => Promise.reject(new Error('The client is offline')));
      await expect(askOtherNodes(namespace, 'presence', 'yeekee:1')).rejects.toThrow('The client is offline');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toBe(0);
    } finally {
      process.off('unhandledRejection', count);
    }
  });

  it('rejects with the adapter’s timeout', async () => {
    const namespace = namespaceWhoseAdapter((packet) => (packet.at(-1) as Ack)(new Error('timeout reached'), []));
    await expect(askOtherNodes(namespace, 'node')).rejects.toThrow('timeout reached');
  });
});
