/**
 * The servers' build (`npm run build:server`, decision 0063): one bundle per
 * entry in dist/node/, plain JavaScript that `node` runs with no TypeScript
 * loader. esbuild bundles our own code (reached through the `#shared/*`, `#upstream/*`, … aliases of
 * package.json's `imports`) and leaves every package in node_modules external, so
 * better-sqlite3 loads its native binding as it does from source.
 *
 * Plain JavaScript itself: `npm start` runs it before anything is compiled.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SERVER_BUILD_DIR = 'dist/node';
/** What each entry is built from: `node dist/node/<name>.js` runs it. */
export const SERVER_ENTRIES = {
  start: 'scripts/start.ts',
  gateway: 'scripts/gateway.ts',
  upstream: 'scripts/upstream.ts',
  games: 'scripts/games.ts',
};
/** esbuild's list of the files each build read, and when the build began. */
const META = 'build-meta.json';
/** Read by every build but not named as an input of one. */
const ALSO_BUILT_FROM = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];

/**
 * A module's `import.meta.url` keeps meaning its source file, so a path next to
 * it (the API docs' files, the client build under dist/) reads the same from
 * the bundle as from source: the bundle lives in the same tree.
 */
function sourceLocations(root, outDir) {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        const contents = source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Missing, or older than any file it was made from (the staleness rule of the client build, over esbuild's own input list). */
export function serverBuildIsStale(root) {
  const outDir = join(root, SERVER_BUILD_DIR);
  let meta;
  try {
    meta = JSON.parse(readFileSync(join(outDir, META), 'utf8'));
  } catch {
    return true;
  }
  if (Object.keys(SERVER_ENTRIES).some((name) => !existsSync(join(outDir, `${name}.js`)))) return true;
  if (JSON.stringify(meta.entries) !== JSON.stringify(SERVER_ENTRIES)) return true;
  return [...meta.inputs, ...ALSO_BUILT_FROM].some((file) => {
    try {
      return statSync(join(root, file)).mtimeMs > meta.startedAt;
    } catch {
      // A file it was built from is gone: whatever imported it changed too.
      return true;
    }
  });
}

export async function buildServer(root) {
  // esbuild is loaded only when a build is needed (it comes with vite and tsx).
  const { build, stop } = await import('esbuild');
  const startedAt = Date.now();
  const outDir = join(root, SERVER_BUILD_DIR);
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([name, file]) => ({ in: file, out: name })),
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    // How scripts/start.ts knows its children are built too (from source it is unset and they run through tsx).
    define: { 'process.env.SERVER_BUILD': JSON.stringify(SERVER_BUILD_DIR) },
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceLocations(root, outDir)],
  });
  // Each file is written beside its final name and renamed over it, so a
  // process starting from the last build never reads a file half written.
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}${suffix}`, file.contents);
    renameSync(`${file.path}${suffix}`, file.path);
  }
  // esbuild's service process would otherwise live as long as `npm start`'s parent.
  await stop();
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  const meta = join(outDir, META);
  writeFileSync(`${meta}${suffix}`, `${JSON.stringify({ startedAt, entries: SERVER_ENTRIES, inputs }, null, 1)}\n`);
  renameSync(`${meta}${suffix}`, meta);
}

// `npm run build:server`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer(fileURLToPath(new URL('..', import.meta.url)));
}
