import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Proc } from './processes';

const execFileP = promisify(execFile);

/** Why the balancer cannot run here, or null. */
export async function haproxyMissing(): Promise<string | null> {
  try {
    await execFileP('haproxy', ['-v']);
    return null;
  } catch {
    return 'haproxy is not installed (apt-get install -y haproxy)';
  }
}

/** The balancer's configuration: round robin over the replicas, no stickiness. */
export function haproxyConfig(port: number, servers: Proc[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A request whose connection was refused goes to the other replica; one in flight on a dying replica fails.
    '  retries 2',
    '  option redispatch 1',
    'frontend tessera',
    `  bind 127.0.0.1:${port}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    // A TCP check: a replica is taken out when its process is gone, not when the database is (then
    // every replica answers 503 with the envelope itself, rather than the balancer answering for them).
    '  default-server inter 500ms fall 2 rise 1',
    // Which replica answered (the suites count and alternate by it); no cookie, no stickiness.
    '  http-response set-header X-Tessera-Replica %[srv_name]',
    // Round robin for every request, except that the suites may name the replica a request must reach
    // (X-Tessera-To), to show that what one replica wrote holds on the other at the very next request.
    ...servers.map((s) => `  use-server ${s.name} if { req.hdr(x-tessera-to) -m str ${s.name} }`),
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
}
