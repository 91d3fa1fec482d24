import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mayWriteMetadata } from './metadata-writes';

const app = new Hono();
app.all('*', (c) => c.json(mayWriteMetadata(c)));
const writes = async (method: string, path: string) => (await app.request(path, { method })).json();

describe('mayWriteMetadata', () => {
  it('treats reads and data queries as read-only, and everything else as a write', async () => {
    const id = 'a'.repeat(32);
    expect(await writes('GET', '/api/v1/viz/folders')).toBe(false);
    expect(await writes('POST', '/api/v1/data-provider/execute')).toBe(false);
    expect(await writes('POST', `/api/v1/viz/datacharts/${id}/execute`)).toBe(false);
    expect(await writes('POST', `/api/v1/viz/dashboards/${id}/data`)).toBe(false);
    expect(await writes('POST', '/trpc/datachart.execute,data.execute')).toBe(false);
    expect(await writes('POST', `/api/v1/shares/${id}/viz`)).toBe(false);
    expect(await writes('POST', '/api/v1/shares/execute')).toBe(false);
    expect(await writes('POST', '/api/v1/shares')).toBe(true);
    expect(await writes('POST', '/trpc/share.open,share.execute')).toBe(false);
    expect(await writes('POST', '/trpc/share.create')).toBe(true);
    expect(await writes('POST', `/api/v1/viz/dashboards`)).toBe(true);
    expect(await writes('PUT', `/api/v1/viz/dashboards/${id}`)).toBe(true);
    expect(await writes('POST', `/api/v1/viz/dashboards/${id}/data/extra`)).toBe(true);
    expect(await writes('POST', '/trpc/datachart.execute,dashboard.save')).toBe(true);
    expect(await writes('GET', '/oauth2/callback/github')).toBe(true);
  });
});
