/**
 * `npm run bench -- <name> [--flags]`: runs bench/<name>.ts, whose `main(args)`
 * prints its figures. A new bench is a new file here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// Helpers beside the benches (a bench's server process, raw clients) are not benches.
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => !name.endsWith('-server') && !name.startsWith('raw-'));

const [name, ...args] = process.argv.slice(2);
if (!name || !benches.includes(name) || !existsSync(`${here}${name}.ts`)) {
  console.error(`usage: npm run bench -- <${benches.join(' | ')}> [--flags]`);
  process.exit(2);
}
const bench = (await import(`./${name}.ts`)) as { main(args: string[]): Promise<void> };
await bench.main(args);
process.exit(0);
