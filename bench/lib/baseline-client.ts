/**
 * An earlier revision's client build, for first-load's before/after table:
 * that revision checked out in a temp git worktree (this repository's
 * node_modules linked into it), `npx vite build` there into a temp folder, the
 * worktree removed. The build is kept per commit in the system's temp folder
 * and used again by the next run; delete the folder to build it afresh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Written last: a folder without it is a build that did not finish. */
const BUILT_MARK = '.first-load-built';

/** Answers the folder holding `rev`'s client build (index.html and assets/). */
export function buildBaselineClient(root: string, rev: string): string {
  const commit = run('git', ['rev-parse', '--verify', `${rev}^{commit}`], root).trim();
  const outDir = join(tmpdir(), `first-load-baseline-${commit}`);
  if (existsSync(join(outDir, BUILT_MARK))) {
    console.log(`baseline ${rev} (${commit.slice(0, 7)}): the build in ${outDir}`);
    return outDir;
  }
  const parent = mkdtempSync(join(tmpdir(), 'first-load-rev-'));
  const tree = join(parent, 'tree');
  run('git', ['worktree', 'add', '--detach', tree, commit], root);
  try {
    symlinkSync(realpathSync(join(root, 'node_modules')), join(tree, 'node_modules'), 'dir');
    console.log(`baseline ${rev} (${commit.slice(0, 7)}): building its client into ${outDir}`);
    // Its own vite.config.ts (root `client`); an absolute outDir outside that root must be emptied explicitly.
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: tree, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`vite build of ${rev} failed (${build.status})`);
    writeFileSync(join(outDir, BUILT_MARK), `${commit}\n`);
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], root);
    rmSync(parent, { recursive: true, force: true });
  }
  return outDir;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}
