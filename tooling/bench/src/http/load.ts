import { percentile } from '../stats';

export interface LoadResult {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  over1s: number;
}

export type Shot = () => Promise<number>;

/**
 * An in-house closed-loop loader: `connections` workers each send the next request as soon as the
 * previous one answered, for `seconds`. `pick(worker, i)` chooses the request; a non-2xx status is an error.
 */
export async function load(
  connections: number,
  seconds: number,
  pick: (worker: number, i: number) => Shot,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const s = performance.now();
        let status = 0;
        try {
          status = await pick(w, i)();
        } catch {
          status = 0;
        }
        latencies.push(performance.now() - s);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status >= 300) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    over1s: latencies.filter((l) => l > 1000).length,
  };
}
