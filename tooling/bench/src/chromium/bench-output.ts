import { appendFile } from 'node:fs/promises';

/** Runs a bench that reports through `out`: each line goes to the console, and all of them to BENCH_OUT if set. */
export async function runBench(main: (out: (s: string) => void) => Promise<void>): Promise<void> {
  const lines: string[] = [];
  await main((s) => {
    console.log(s);
    lines.push(s);
  });
  if (process.env.BENCH_OUT) await appendFile(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}
