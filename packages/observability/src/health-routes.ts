import type { Hono } from 'hono';
import type { Readiness } from './readiness';

/**
 * `/livez`: the process answers (restart it when it does not). `/readyz`: it can serve (send it
 * traffic); 503 names the failing part, e.g. `{"status":"unavailable","checks":{"database":"down",…}}`.
 */
export function mountHealth(app: Hono, ready: () => Promise<Readiness>): void {
  app.get('/livez', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const r = await ready();
    return c.json(r, r.status === 'unavailable' ? 503 : 200);
  });
}
