import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverBuildIsStale } from './server-build.mjs';
import { EXIT_CODES } from './supervise/exit-codes.js';

// Whatever the README and the Procfile start must stop on SIGTERM (decision 0026):
// npm runs its script through a shell, which passed no signal on before the scripts `exec`ed.
const root = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
const dirs: string[] = [];
// Once for the file, rather than in the first start's time.
beforeAll(async () => {
  if (serverBuildIsStale(root)) await buildServer(root);
}, 180_000);
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const accepts = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(condition: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a command as a shell would (the Procfile's runner, npm), with a free PORT and a fresh data dir. */
async function run(command: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'start-sigterm-'));
  dirs.push(dataDir);
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', ...env },
    stdio: 'ignore',
  });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until(() => accepts(port), 60_000, `${command} listening on ${port}`);
  return { child, port, exited };
}

async function stopsOnSigterm(started: { child: ChildProcess; port: number; exited: Promise<number | null> }): Promise<void> {
  const sentAt = Date.now();
  started.child.kill('SIGTERM');
  await until(async () => !(await accepts(started.port)), 12_000, 'the port freed');
  expect(await started.exited).toBe(0);
  expect(Date.now() - sentAt).toBeLessThan(12_000);
}

/** An address of this machine other than loopback, to see what a neighbour on the network could reach. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('SIGTERM', () => {
  it('stops `npm start` and frees its port', async () => {
    const gateway = await run('exec npm start');
    // HOST unset: every interface, as today.
    if (outside) expect(await accepts(gateway.port, outside)).toBe(true);
    await stopsOnSigterm(gateway);
  }, 90_000);

  it('binds `npm start` to loopback with HOST=127.0.0.1 (behind a proxy on the same machine)', async () => {
    const gateway = await run('exec npm start', { HOST: '127.0.0.1' });
    if (outside) expect(await accepts(gateway.port, outside)).toBe(false);
    await stopsOnSigterm(gateway);
  }, 90_000);

  it('stops the Procfile’s web process', async () => {
    const web = /^web:\s*(.+)$/m.exec(readFileSync(join(root, 'Procfile'), 'utf8'))![1]!;
    await stopsOnSigterm(await run(web));
  }, 90_000);

  it('stops `npm run upstream`, which listens on loopback unless HOST says otherwise', async () => {
    const upstream = await run('exec npm run upstream');
    if (outside) expect(await accepts(upstream.port, outside)).toBe(false);
    await stopsOnSigterm(upstream);
  }, 90_000);
});

// A platform may stop the site while it starts: from the moment it says it is starting (its first
// log line), a SIGTERM to the command must end in a clean stop (exit 0), never in death by the
// signal (143), and the port must end up closed.
describe('SIGTERM while starting', () => {
  async function stopsWhileStarting(command: string, starting: string): Promise<void> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'start-sigterm-'));
    dirs.push(dataDir);
    const child = spawn('sh', ['-c', command], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out: ${command} saying ${starting}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes(starting)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await accepts(port)).toBe(false);
  }

  it('stops `npm start` cleanly from its first line', () => stopsWhileStarting('exec npm start', 'กำลังเริ่มระบบ…'), 90_000);

  it('stops `npm run upstream` cleanly from its first line', () => stopsWhileStarting('exec npm run upstream', 'กำลังเริ่มระบบหลังบ้าน…'), 90_000);

  it('stops the Procfile’s web process cleanly from its first line', () => {
    const web = /^web:\s*(.+)$/m.exec(readFileSync(join(root, 'Procfile'), 'utf8'))![1]!;
    return stopsWhileStarting(web, 'กำลังเริ่มระบบ…');
  }, 90_000);
});

// `npm start` supervises the parts as processes of their own (decision 0063); its log names each
// child's pid, which is how these tests find them.
describe('npm start’s children', () => {
  interface Line {
    level: string;
    msg: string;
    child?: string;
    child_pid?: number;
  }

  async function supervised(env: Record<string, string> = {}) {
    const port = Number(env.PORT ?? (await freePort()));
    const dataDir = mkdtempSync(join(tmpdir(), 'start-children-'));
    dirs.push(dataDir);
    const child = spawn('sh', ['-c', 'exec npm start'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(child);
    const lines: Line[] = [];
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const whole = text.split('\n');
      rest = whole.pop()!;
      for (const line of whole) if (line.startsWith('{')) lines.push(JSON.parse(line) as Line);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const said = (what: (line: Line) => boolean, description: string, after = 0) =>
      until(async () => lines.slice(after).some(what), 120_000, description);
    /** The latest pid the parent started for each part. */
    const pids = () => {
      const latest: Record<string, number> = {};
      for (const line of lines) if (line.child && line.child_pid && line.msg.startsWith('เริ่ม')) latest[line.child] = line.child_pid;
      return latest;
    };
    return { child, port, lines, exited, said, pids };
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  const lobbyAnswers = async (port: number) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/lotto/lobby`);
      return ((await response.json()) as { status?: number }).status === 0;
    } catch {
      return false;
    }
  };

  it('starts the upstream, the games and the gateway; restarts one killed with SIGKILL; SIGTERM stops them all and exits 0', async () => {
    const site = await supervised();
    await site.said((line) => line.msg === 'ทุกส่วนของระบบพร้อมใช้งาน', 'every part ready');
    const first = site.pids();
    expect(Object.keys(first).sort()).toEqual(['games', 'gateway', 'upstream']);
    expect(new Set(Object.values(first)).size).toBe(3);
    expect(await lobbyAnswers(site.port)).toBe(true);

    for (const part of ['upstream', 'gateway'] as const) {
      const before = site.lines.length;
      process.kill(site.pids()[part]!, 'SIGKILL');
      await site.said((line) => line.child === part && line.msg.includes('กลับมาพร้อมใช้งาน'), `${part} back`, before);
      expect(site.pids()[part]).not.toBe(first[part]);
      await until(() => lobbyAnswers(site.port), 60_000, `the lobby answering after ${part} restarted`);
    }

    const last = site.pids();
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(EXIT_CODES.stopped);
    expect([...Object.values(first), ...Object.values(last)].filter(alive)).toEqual([]);
    expect(await accepts(site.port)).toBe(false);
  }, 240_000);

  it('exits with the gateway’s code, naming it, when the gateway cannot start (its port taken), and leaves no child behind', async () => {
    const taken = createServer();
    // The games child reaches the wallet through the gateway's port: its calls come here, and wait for an answer.
    const calls = new Set<Socket>();
    taken.on('connection', (socket) => calls.add(socket));
    await new Promise<void>((resolve) => taken.listen(0, () => resolve()));
    try {
      const site = await supervised({ PORT: String((taken.address() as AddressInfo).port) });
      expect(await site.exited).toBe(EXIT_CODES.gateway);
      expect(site.lines.some((line) => line.level === 'fatal' && line.child === 'gateway')).toBe(true);
      expect(Object.values(site.pids()).filter(alive)).toEqual([]);
    } finally {
      for (const socket of calls) socket.destroy();
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 240_000);

  it('exits with the upstream’s code, naming it, when the upstream cannot start (DATA_DIR not a directory)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-children-'));
    dirs.push(dir);
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const site = await supervised({ DATA_DIR: join(file, 'data') });
    expect(await site.exited).toBe(EXIT_CODES.upstream);
    expect(site.lines.some((line) => line.level === 'fatal' && line.child === 'upstream')).toBe(true);
    expect(site.pids().gateway).toBeUndefined();
  }, 240_000);
});
