import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gcFn = vm.runInNewContext('gc') as () => void;

export const gc = () => gcFn();

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? Number.NaN;
}

export async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const v = await fn();
  return [performance.now() - t0, v];
}

/** Run `fn` while sampling heap + array buffers every few ms; report the peak above the start. */
export async function peakMemory<T>(
  fn: () => Promise<T>,
): Promise<{ ms: number; peakBytes: number; value: T }> {
  gc();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  const [ms, value] = await time(fn);
  peak = Math.max(peak, used());
  clearInterval(timer);
  return { ms, peakBytes: peak - base, value };
}

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
