import net from 'node:net';

/** Test helpers: a free port, and a TCP proxy whose listener a test opens and closes (never the services). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A TCP proxy on `port` to `target`, listening only once `open()` is called; records what clients send. */
export function proxy(port: number, target: { host: string; port: number }) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let sent = '';
  return {
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer((client) => {
          sockets.add(client);
          const upstream = net.connect(target.port, target.host);
          upstreams.add(upstream);
          upstream.on('close', () => upstreams.delete(upstream));
          client.on('data', (d: Buffer) => (sent += d.toString('latin1')));
          client.pipe(upstream).pipe(client);
          const drop = () => {
            sockets.delete(client);
            client.destroy();
            upstream.destroy();
          };
          client.on('close', drop);
          client.on('error', drop);
          upstream.on('error', drop);
          upstream.on('close', drop);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    /** Stops accepting connections; the open ones stay (as a server shutting down answers them last). */
    refuse: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    connections: () => sockets.size,
    /** The local ports of the connections to the target (what PostgreSQL sees as `client_port`). */
    upstreamPorts: () => [...upstreams].map((u) => u.localPort).filter((p): p is number => p !== undefined),
    sent: () => sent,
  };
}
