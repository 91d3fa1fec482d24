import { fork } from 'node:child_process';
import { initPgliteDataDir } from '@tessera/db';
import { ensureDemoDatabase } from '@tessera/query';

/**
 * One-off jobs the server runs in a child process of its own entry (same code, same loader): work whose
 * memory a process keeps once it has grown — PGlite's initdb (a WASM heap of ≈ 700 MB) and generating
 * the demo dataset — so the server's resident memory stays that of a restarted server.
 */
const tasks = {
  '--init-metadata-dir': initPgliteDataDir,
  '--build-demo-dataset': ensureDemoDatabase,
} as const;
export type ChildTask = keyof typeof tasks;

/** Runs `task` on `arg` in a child process; resolves when it exits cleanly. */
export function runInChild(task: ChildTask, arg: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [task, arg], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${task} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** In a child started by `runInChild`: its task, else null (the process is the server). */
export function childTaskOf(argv: string[]): Promise<void> | null {
  const task = argv[2] as ChildTask | undefined;
  const arg = argv[3];
  return task && task in tasks && arg ? tasks[task](arg) : null;
}
