import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGKILL, as a crash would); resolves once the process has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
}

/**
 * Test and tooling helper: a private `redis-server` on a free port, without persistence, that a test
 * may stop and start again (never the machine's shared Redis). Rejects when redis-server is missing.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const p = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn(
        'redis-server',
        ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = c;
      let out = '';
      const onData = (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) {
          c.stdout.off('data', onData);
          c.stdout.resume();
          resolve();
        }
      };
      c.stdout.on('data', onData);
      c.stderr.resume();
      c.once('error', (e) => reject(new Error(`redis-server could not start: ${e.message}`)));
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out.slice(-500)}`)));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  await start();
  return { port: p, url: `redis://127.0.0.1:${p}`, stop, start };
}
