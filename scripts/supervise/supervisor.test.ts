import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildFailedToStart, Supervisor, type Backoff, type ChildSpec } from './supervisor.js';

// Real node children, each a line of JavaScript: the supervisor's rules without a whole site.
const READY = `process.send({ type: 'ready', url: 'http://127.0.0.1:1' });`;
const STAY = 'setInterval(() => undefined, 1000);';

interface Line {
  msg: string;
  child?: string;
  child_pid?: number;
  restart_in_ms?: number;
  restarts?: number;
}

function logger() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const spec = (name: string, code: string, more: Partial<ChildSpec> = {}): ChildSpec => ({
  name,
  label: name,
  args: ['-e', code],
  env: process.env,
  readyWithinMs: 30_000,
  stopWithinMs: 10_000,
  ...more,
});

async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const alive = (pid: number | undefined) => {
  try {
    process.kill(pid!, 0);
    return true;
  } catch {
    return false;
  }
};

const supervisors: Supervisor[] = [];
afterEach(async () => {
  for (const supervisor of supervisors.splice(0)) {
    supervisor.killAll();
    await supervisor.stop();
  }
});

function supervisor(backoff?: Backoff) {
  const { log, lines } = logger();
  const made = new Supervisor(log, backoff);
  supervisors.push(made);
  return { supervisor: made, lines };
}

describe('Supervisor', () => {
  it('restarts a child that dies, each delay double the last up to the ceiling', async () => {
    const { supervisor: s, lines } = supervisor({ firstMs: 20, maxMs: 80, resetAfterMs: 600_000 });
    // Ready, then dead a moment later: a crash loop.
    expect(await s.start(spec('crashing', `${READY} setTimeout(() => process.exit(1), 100);`))).toBe('http://127.0.0.1:1');
    await until(() => lines.filter((line) => line.restart_in_ms !== undefined).length >= 5, 'five restarts');
    expect(lines.filter((line) => line.restart_in_ms !== undefined).map((line) => line.restart_in_ms).slice(0, 5)).toEqual([20, 40, 80, 80, 80]);
    expect(lines.filter((line) => line.restarts !== undefined && line.msg.includes('ใหม่')).map((line) => line.restarts).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('starts again after the first delay when the child had stayed up long enough', async () => {
    const { supervisor: s, lines } = supervisor({ firstMs: 20, maxMs: 80, resetAfterMs: 0 });
    await s.start(spec('crashing', `${READY} setTimeout(() => process.exit(1), 100);`));
    await until(() => lines.filter((line) => line.restart_in_ms !== undefined).length >= 3, 'three restarts');
    expect(lines.filter((line) => line.restart_in_ms !== undefined).map((line) => line.restart_in_ms).slice(0, 3)).toEqual([20, 20, 20]);
  });

  it('fails the first start of a child that exits before it is ready, naming it', async () => {
    const { supervisor: s } = supervisor();
    const started = s.start(spec('broken', 'process.exit(7);'));
    await expect(started).rejects.toBeInstanceOf(ChildFailedToStart);
    await expect(started).rejects.toMatchObject({ child: 'broken', message: 'broken: exit code 7' });
  });

  it('fails the first start of a child that never says it is ready, and stops it', async () => {
    const { supervisor: s } = supervisor();
    const started = s.start(spec('silent', STAY, { readyWithinMs: 200 }));
    await expect(started).rejects.toMatchObject({ child: 'silent' });
    expect(await s.stop()).toBe(true);
  });

  it('stops the children in the reverse order of their start, and says so when one had to be killed', async () => {
    const { supervisor: s, lines } = supervisor();
    const stubborn = `process.on('SIGTERM', () => undefined); ${READY} ${STAY}`;
    await s.start(spec('first', `${READY} ${STAY}`));
    await s.start(spec('second', stubborn, { stopWithinMs: 200 }));
    const pids = lines.filter((line) => line.msg.startsWith('เริ่ม')).map((line) => line.child_pid);
    expect(await s.stop()).toBe(false);
    const stops = lines.filter((line) => line.msg.startsWith('กำลังหยุด')).map((line) => line.child);
    expect(stops).toEqual(['second', 'first']);
    expect(lines.some((line) => line.child === 'second' && line.msg.includes('SIGKILL'))).toBe(true);
    expect(pids.every((pid) => !alive(pid))).toBe(true);
  });

  it('does not restart a child once the stop began', async () => {
    const { supervisor: s, lines } = supervisor({ firstMs: 20, maxMs: 80, resetAfterMs: 600_000 });
    await s.start(spec('plain', `${READY} ${STAY}`));
    expect(await s.stop()).toBe(true);
    expect(lines.some((line) => line.restart_in_ms !== undefined)).toBe(false);
  });
});
