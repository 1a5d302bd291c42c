import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Whatever the README and the Procfile start must stop on SIGTERM (issue 9, point 11):
// npm runs its script through a shell, which passed no signal on before the scripts `exec`ed.
const root = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
const dirs: string[] = [];
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
