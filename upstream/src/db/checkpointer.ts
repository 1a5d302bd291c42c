/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside
 * whichever commit pushes the WAL past 1,000 pages, and fsyncs the WAL and the
 * database right there: the one thread that serves every request waits on the
 * disk, every few dozen bills (bench/README.md measures what it costs). Here
 * the serving connection never checkpoints; a worker thread with a connection
 * of its own does, every `everyMs`, in PASSIVE mode: it neither waits for the
 * writer nor blocks it. Durability is unchanged: commits are in the WAL either
 * way (synchronous = NORMAL), and a checkpoint still fsyncs before it copies.
 * Should the worker stop for any reason, the serving connection takes its
 * automatic checkpoints back.
 */
import type { Database } from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's default, restored when the worker is gone. */
const AUTOMATIC_PAGES = 1_000;

// Plain CommonJS evaluated in the worker, so it runs the same under tsx, vitest and node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): void;
}

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/** Starts the background checkpointer of a file database in WAL mode; others keep SQLite's own. */
export function startCheckpointer(db: Database, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const walMode = db.pragma('journal_mode', { simple: true }) === 'wal';
  if (db.memory || !walMode || !db.name) return { stop: () => undefined };
  db.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file: db.name, everyMs } });
  // Never what keeps the process alive.
  worker.unref();
  const fallBack = () => {
    if (stopped) return;
    stopped = true;
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOMATIC_PAGES}`);
  };
  worker.on('message', (message: { error?: string }) => {
    if (message.error) console.error(`[upstream] background checkpoint failed: ${message.error}`);
  });
  worker.on('error', (error) => {
    console.error(`[upstream] checkpoint worker stopped: ${error.message}; SQLite checkpoints on commit again`);
    fallBack();
  });
  worker.on('exit', fallBack);
  return {
    stop() {
      if (stopped) return;
      fallBack();
      worker.postMessage('stop');
    },
  };
}
