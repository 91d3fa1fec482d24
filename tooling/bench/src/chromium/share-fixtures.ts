import type { Client } from '../http/client';
import { tokenOf } from '../http/client';

/** A board's worth of small charts: 8 categories of 1,000 rows, grouped in PostgreSQL. */
export const BOARD_CHARTS = 12;

const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const chartConfig = JSON.stringify({
  chartGraphId: 'cluster-column-chart',
  aggregation: true,
  chartConfig: {
    datas: [
      {
        key: 'dimension',
        type: 'group',
        rows: [{ colName: 'category', type: 'NUMERIC', category: 'field' }],
      },
      {
        key: 'metrics',
        type: 'aggregate',
        rows: [{ colName: 'n', type: 'NUMERIC', category: 'field', aggregate: 'SUM' }],
      },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
});

const idOf = (r: { status: number; json: unknown }, what: string): string => {
  const id = (r.json as { data?: { id?: string } } | null)?.data?.id;
  if (r.status !== 200 || !id) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return id;
};

async function share(c: Client, token: string, vizType: string, vizId: string): Promise<string> {
  const r = await c.rest('POST', '/shares', {
    token,
    body: { vizType, vizId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR', roles: [], users: [] },
  });
  return idOf(r, `share of ${vizType}`);
}

/**
 * On a fresh server, through the REST doors only: the first user (admin / admin123), a PostgreSQL source and
 * view, 12 charts, a board of those charts, and a public (NONE) link of one chart and of the board.
 */
export async function shareFixtures(
  c: Client,
): Promise<{ chartShare: string; boardShare: string; charts: string[] }> {
  await c.rest('POST', '/sys/setup', {
    body: { user: { username: 'admin', email: 'admin@example.com', password: 'admin123', name: 'Admin' } },
  });
  const token = tokenOf(
    await c.rest('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } }),
  );
  const orgId = ((await c.rest('GET', '/orgs', { token })).json as { data: { id: string }[] }).data[0]!.id;
  const u = new URL(pgUrl);
  const sourceId = idOf(
    await c.rest('POST', '/sources', {
      token,
      body: {
        orgId,
        name: 'bench',
        type: 'JDBC',
        config: {
          dbType: 'POSTGRESQL',
          url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
          user: decodeURIComponent(u.username),
          password: decodeURIComponent(u.password),
          poolSize: BOARD_CHARTS,
        },
      },
    }),
    'source',
  );
  const viewId = idOf(
    await c.rest('POST', '/views', {
      token,
      body: {
        orgId,
        name: 'categories',
        sourceId,
        script: 'SELECT g % 8 AS category, 1 AS n FROM generate_series(1, 1000) g',
        model: {
          columns: { category: { name: 'category', type: 'NUMERIC' }, n: { name: 'n', type: 'NUMERIC' } },
        },
        config: {},
      },
    }),
    'view',
  );
  const charts: string[] = [];
  for (let i = 0; i < BOARD_CHARTS; i++)
    charts.push(
      idOf(
        await c.rest('POST', '/viz/datacharts', {
          token,
          body: { orgId, viewId, name: `chart ${i + 1}`, config: chartConfig },
        }),
        'chart',
      ),
    );
  const boardId = idOf(
    await c.rest('POST', '/viz/dashboards', {
      token,
      body: { orgId, name: 'Twelve charts', subType: 'auto' },
    }),
    'board',
  );
  const saved = await c.rest('PUT', `/viz/dashboards/${boardId}`, {
    token,
    body: {
      name: 'Twelve charts',
      widgetToCreate: charts.map((datachartId, i) => ({
        id: crypto.randomUUID().replace(/-/g, ''),
        datachartId,
        config: JSON.stringify({ name: `chart ${i + 1}`, type: 'chart', originalType: 'linkedChart' }),
      })),
    },
  });
  if (saved.status !== 200) throw new Error(`board save: ${saved.status} ${JSON.stringify(saved.json)}`);
  return {
    chartShare: await share(c, token, 'DATACHART', charts[0]!),
    boardShare: await share(c, token, 'DASHBOARD', boardId),
    charts,
  };
}
