/**
 * The soak bench's own PostgreSQL server: a fresh data directory (initdb) in a
 * temp folder on a port of its own, so a fault takes down this server and no
 * other database on the machine. A fault is `pg_ctl stop -m immediate`: every
 * connection dropped at once and no shutdown checkpoint, so the start after it
 * runs crash recovery, as after a power cut of the database host. Debian's
 * binaries (its `postgresql` package, cluster started by hand); as root the server runs as the `postgres` user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Part } from './soak-part.js';

const run = promisify(execFile);
const DEBIAN_BIN = '/usr/lib/postgresql';
const PASSWORD = 'soak';

/** The newest PostgreSQL installed by Debian's packages. */
function binDir(): string {
  const versions = readdirSync(DEBIAN_BIN)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${DEBIAN_BIN} (apt-get install postgresql)`);
  return join(DEBIAN_BIN, versions[0]!, 'bin');
}

export interface SoakPostgres extends Part {
  /** the URL of the bench's database on it */
  url: string;
  /** removes the data directory (after stop) */
  remove(): void;
}

export async function startSoakPostgres(port: number): Promise<SoakPostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-pg-'));
  const postgresUid = asRoot ? Number((await run('id', ['-u', 'postgres'])).stdout.trim()) : undefined;
  const postgresGid = asRoot ? Number((await run('id', ['-g', 'postgres'])).stdout.trim()) : undefined;
  if (asRoot) chownSync(dataDir, postgresUid!, postgresGid!);
  const tool = (name: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args));

  const passwordFile = join(dataDir, '..', `${dataDir.split('/').pop()}.pw`);
  writeFileSync(passwordFile, PASSWORD);
  if (asRoot) chownSync(passwordFile, postgresUid!, postgresGid!);
  await tool('initdb', ['-D', dataDir, '-U', 'soak', '--pwfile', passwordFile, '-A', 'scram-sha-256', '--no-sync']);
  rmSync(passwordFile, { force: true });

  let up = false;
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  const part: SoakPostgres = {
    name: 'postgres',
    port,
    url: `postgres://soak:${PASSWORD}@127.0.0.1:${port}/postgres`,
    up: () => up,
    async start() {
      if (up) return;
      await tool('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
      up = true;
    },
    async kill9() {
      if (!up) return;
      up = false;
      await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    async stop() {
      if (!up) return;
      up = false;
      await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await part.start();
  // A bench that dies leaves no server behind.
  process.once('exit', () => {
    if (!up) return;
    const args = [join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
    try {
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
      else execFileSync(args[0]!, args.slice(1), { stdio: 'ignore' });
    } catch {
      // already down
    }
  });
  return part;
}
