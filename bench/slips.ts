/**
 * slips: the server's slip reader (upstream/src/payment/slips/read-slip.ts)
 * in this process, single-threaded, one decode after another, for three kinds
 * of upload drawn by slip-image.ts: a clean screenshot PNG, a phone-photo-like
 * JPEG and a screenshot turned askew. Per kind: decodes/s, the median and p99
 * time of one decode, and the memory one decode takes: RSS and external +
 * ArrayBuffers (sharp's and jsQR's buffers), peak minus the baseline after a
 * full collection, median of up to 10 decodes.
 *
 *   npm run bench -- slips [--decodes 40]
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readSlipImage } from '#upstream/payment/slips/read-slip.js';
import { makeSlipImage, type SlipImageOptions } from '#upstream/payment/slips/slip-image.js';
import { intFlag } from './lib/flags.js';
import { machineLine, quantile, sortNumbers } from './lib/stats.js';

const slip = { sendingBank: '004', transRef: '202611281435KBK00123' };
const KINDS: Array<[string, Partial<SlipImageOptions>]> = [
  ['screenshot PNG 720×1280', {}],
  ['photo-like JPEG', { noise: true }],
  ['turned 10°, PNG', { rotate: 10 }],
];

// A full collection before each measured decode, so a decode's growth is not hidden by the garbage of the last.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Peak minus baseline around one decode, sampled every millisecond the event loop is free
 * (sharp works off the main thread; jsQR's pass holds it, and its buffers are still live after).
 */
async function memoryOfOneDecode(image: Buffer, runs: number): Promise<{ rss: number; external: number; heap: number }> {
  const rss: number[] = [];
  const external: number[] = [];
  const heap: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    collect();
    const base = process.memoryUsage();
    let peak = { rss: base.rss, external: base.external + base.arrayBuffers, heap: base.heapUsed };
    const sample = (): void => {
      const now = process.memoryUsage();
      peak = {
        rss: Math.max(peak.rss, now.rss),
        external: Math.max(peak.external, now.external + now.arrayBuffers),
        heap: Math.max(peak.heap, now.heapUsed),
      };
    };
    const sampler = setInterval(sample, 1);
    await readSlipImage(image);
    sample();
    clearInterval(sampler);
    rss.push(peak.rss - base.rss);
    external.push(peak.external - base.external - base.arrayBuffers);
    heap.push(peak.heap - base.heapUsed);
  }
  const median = (values: number[]): number => quantile(sortNumbers(values), 0.5);
  return { rss: median(rss), external: median(external), heap: median(heap) };
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

export async function main(args: string[]): Promise<void> {
  const decodes = intFlag(args, 'decodes', 40);
  console.log(machineLine());
  const start = process.memoryUsage().rss;
  for (const [name, options] of KINDS) {
    const image = await makeSlipImage({ ...slip, ...options });
    await readSlipImage(image); // warm: sharp's first pipeline loads libvips' operations
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < decodes; i += 1) {
      const t = performance.now();
      await readSlipImage(image);
      times.push(performance.now() - t);
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = sortNumbers(times);
    const memory = await memoryOfOneDecode(image, Math.min(decodes, 10));
    console.log(
      `${name} (${(image.length / 1024).toFixed(0)} KB): ${(decodes / seconds).toFixed(1)} decodes/s, ` +
        `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms; one decode: ` +
        `RSS +${mb(memory.rss)} MB, external + ArrayBuffers +${mb(memory.external)} MB, JS heap +${mb(memory.heap)} MB (median of ${Math.min(decodes, 10)})`,
    );
  }
  // RSS rarely falls back after a decode (the allocator keeps its pages), so its growth shows over the run.
  console.log(`process RSS ${mb(start)} MB before the first decode, ${mb(process.memoryUsage().rss)} MB after all`);
}
