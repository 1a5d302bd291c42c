/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went:
 * the functions with the most self time, and self time by area (our code by
 * folder, each dependency by package, node internals, GC).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function areaOf(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return '(gc)';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  if (!url) return '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  // fetch is undici inside node: name it, it is often the biggest part of node's own time.
  if (url.startsWith('node:internal/deps/')) return `node:${url.slice('node:internal/deps/'.length).split('/')[0]}`;
  if (url.startsWith('node:internal/')) return `node:internal/${url.slice('node:internal/'.length).split('/')[0]}`;
  if (url.startsWith('node:')) return url;
  const ours = /\/(upstream|gateway|shared|bench)\/src\/([^/]+)|\/(bench)\//.exec(url);
  if (ours) return ours[3] ? 'bench' : `${ours[1]}/${ours[2]}`;
  return url;
}

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/(node_modules|upstream|gateway|shared|bench)\//, '$1/');

export function summariseProfile(file: string, top = 20): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const area = areaOf(url, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const lines = [`profile ${file}: ${(total / 1000).toFixed(0)} ms busy (idle left out)`, 'top self time:'];
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`  ${pct(us)} ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
  lines.push('self time by area:');
  for (const [area, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`  ${pct(us)} ${(us / 1000).toFixed(0).padStart(7)} ms  ${area}`);
  }
  return lines;
}
