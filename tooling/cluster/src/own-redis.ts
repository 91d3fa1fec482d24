import { freePort } from '@tessera/query/redis-server';
import { launch, until, type Proc } from './processes';

/** The cluster's own Redis (never the machine's shared one), which the fault suite stops and starts. */
export interface OwnRedis {
  url: string;
  proc(): Proc;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startRedis(dir: string, detached: boolean): Promise<OwnRedis> {
  const port = await freePort();
  let proc: Proc | undefined;
  const start = async () => {
    const before = proc?.log().length ?? 0;
    const p = launch(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { PATH: process.env.PATH },
      dir,
      detached,
      port,
    );
    proc = p;
    await until('redis-server to accept connections', 15_000, async () => {
      if (!p.alive()) throw new Error(`redis-server exited:\n${p.log().slice(-2000)}`);
      return p.log().slice(before).includes('Ready to accept connections');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    proc: () => proc!,
    stop: () => proc!.kill('SIGKILL'),
    start,
  };
}
