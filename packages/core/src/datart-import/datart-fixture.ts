import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { createConnection, type Connection } from 'mysql2/promise';
import { datartEncrypt } from './datart-crypto';

/** The local MariaDB of the test machine (root, no password). */
const SERVER = process.env.DATART_TEST_MYSQL ?? 'mysql://root@127.0.0.1:3306';
export const DATART_KEY = 'd@a$t%a^r&a*t';

const hex = (tag: string) => tag.padEnd(32, '0');
/** Fixture ids: recognisable, 32 lowercase hex characters like Datart's UUIDs. */
export const ids = {
  alice: hex('a11ce'),
  bob: hex('b0b'),
  carol: hex('ca201'),
  dave: hex('da7e'),
  org1: hex('0a1'),
  org2: hex('0a2'),
  owner1: hex('e01'),
  owner2: hex('e02'),
  analysts: hex('e0a'),
  bobRole: hex('e0b'),
  source1: hex('5c1'),
  source2: hex('5c2'),
  source3: hex('5c3'),
  view1: hex('7e1'),
  variable1: hex('7a1'),
  folder1: hex('f01'),
  folder2: hex('f02'),
  chartNode: hex('f0c'),
  boardNode: hex('f0d'),
  chart1: hex('c1'),
  board1: hex('d1'),
  widget1: hex('1d1'),
  widget2: hex('1d2'),
  story1: hex('5b1'),
  page1: hex('5a1'),
  share1: hex('5e1'),
  schedule1: hex('5d1'),
};
export const passwords = { alice: 'alice-datart-1', bob: 'bob-datart-2', carol: 'carol-datart-3' };

/** A detail table of the sales per country, as Datart's client saves a chart. */
const chartConfig = {
  version: '1.0.0-RC.3',
  chartGraphId: 'mingxi-table',
  aggregation: true,
  computedFields: [],
  chartConfig: {
    datas: [
      {
        key: 'mixed',
        type: 'mixed',
        rows: [
          { uid: 'u-country', colName: 'country', type: 'STRING', category: 'field' },
          { uid: 'u-amount', colName: 'amount', type: 'NUMERIC', category: 'field', aggregate: 'SUM' },
        ],
      },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
};
/** A Datart widget config (version, layout, title, content). */
const widgetConfig = (name: string, type: string, originalType: string, x: number, content: object) => ({
  version: '1.0.0-RC.0',
  name,
  type,
  originalType,
  lock: false,
  rect: { x, y: 0, width: 6, height: 6 },
  pRect: { x, y: 0, width: 6, height: 6 },
  mRect: null,
  children: [],
  customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: true }] }] },
  content,
});
const model = {
  columns: { country: { type: 'STRING' }, amount: { type: 'NUMERIC' }, note: { type: 'STRING' } },
  version: '1.0.0',
};

type Row = Record<string, unknown>;
async function insert(conn: Connection, table: string, rows: Row[]) {
  for (const r of rows) {
    const cols = Object.keys(r);
    await conn.query(
      `insert into \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) values (${cols.map(() => '?').join(', ')})`,
      cols.map((c) => (r[c] !== null && typeof r[c] === 'object' ? JSON.stringify(r[c]) : r[c])),
    );
  }
}

const by = (u: string) => ({ create_by: u });

/** Datart's content: two organisations, four accounts, each kind of resource, grants, a row and a column rule. */
async function fill(conn: Connection, tag: string) {
  const { alice, bob, carol, dave, org1, org2 } = ids;
  // jBCrypt (Datart's) writes the $2a$ variant.
  const hash = (p: string) => bcrypt.hashSync(p, 4).replace(/^\$2b\$/, '$2a$');
  await insert(
    conn,
    'migration_history',
    [
      ['2022.02.18', 'baseline'],
      ['2022.02.19', '1.0.0.beta.2'],
      ['2022.03.14', '1.0.0.beta.3'],
      ['2022.05.07', '1.0.0.beta.4'],
      ['2022.08.05', '1.0.0.rc.1'],
    ].map(([id, version]) => ({
      id,
      version,
      file_name: `V${id}__${version}.sql`,
      execute_user: 'root',
      execute_date: '2022-09-01 00:00:00',
      success: 1,
    })),
  );
  await insert(conn, 'user', [
    {
      id: alice,
      username: `alice${tag}`,
      email: `alice${tag}@datart.test`,
      password: hash(passwords.alice),
      active: 1,
      name: 'Alice',
    },
    {
      id: bob,
      username: `bob${tag}`,
      email: `bob${tag}@datart.test`,
      password: hash(passwords.bob),
      active: 1,
      name: 'Bob',
    },
    {
      id: carol,
      username: `carol${tag}`,
      email: `carol${tag}@datart.test`,
      password: hash(passwords.carol),
      active: 1,
    },
    // Datart also accepts a password stored in clear (an account put in by hand): not a hash we can verify.
    { id: dave, username: `dave${tag}`, email: `dave${tag}@datart.test`, password: 'plain-text', active: 1 },
  ]);
  await insert(conn, 'organization', [
    { id: org1, name: `Sales Org${tag}`, description: 'sales', ...by(alice) },
    { id: org2, name: `Ops Org${tag}`, ...by(carol) },
  ]);
  await insert(
    conn,
    'rel_user_organization',
    [
      [org1, alice],
      [org1, bob],
      [org2, carol],
      [org2, dave],
      [org2, alice],
    ].map(([org_id, user_id], i) => ({ id: hex(`ab${i}`), org_id, user_id, ...by(alice) })),
  );
  await insert(conn, 'role', [
    { id: ids.owner1, org_id: org1, name: 'owner', type: 'ORG_OWNER', ...by(alice) },
    { id: ids.analysts, org_id: org1, name: 'Analysts', type: 'NORMAL', ...by(alice) },
    { id: ids.bobRole, org_id: org1, name: `per-user-${bob}`, type: 'PER_USER', ...by(bob) },
    { id: ids.owner2, org_id: org2, name: 'owner', type: 'ORG_OWNER', ...by(carol) },
  ]);
  await insert(
    conn,
    'rel_role_user',
    [
      [alice, ids.owner1],
      [bob, ids.analysts],
      [bob, ids.bobRole],
      [carol, ids.owner2],
    ].map(([user_id, role_id], i) => ({ id: hex(`ac${i}`), user_id, role_id, ...by(alice) })),
  );
  const pg = {
    dbType: 'POSTGRESQL',
    url: 'jdbc:postgresql://127.0.0.1:5432/test',
    user: 'postgres',
    password: datartEncrypt('trust-ignores-it', DATART_KEY),
  };
  await insert(conn, 'source', [
    {
      id: ids.source1,
      name: 'Warehouse',
      type: 'JDBC',
      org_id: org1,
      config: pg,
      is_folder: 0,
      index: 1,
      ...by(alice),
    },
    {
      id: ids.source2,
      name: 'Ops DB',
      type: 'JDBC',
      org_id: org2,
      config: pg,
      is_folder: 0,
      index: 1,
      ...by(carol),
    },
    {
      id: ids.source3,
      name: 'Old',
      type: 'JDBC',
      org_id: org1,
      config: pg,
      is_folder: 0,
      status: 0,
      ...by(alice),
    },
  ]);
  await insert(conn, 'view', [
    {
      id: ids.view1,
      name: 'Sales',
      org_id: org1,
      source_id: ids.source1,
      type: 'SQL',
      script:
        "select * from (values ('CN', 10, 'a'), ('US', 20, 'b'), ('CN', 5, 'c')) as t(country, amount, note) where country = $country$",
      model,
      config: {},
      is_folder: 0,
      index: 1,
      ...by(alice),
    },
  ]);
  await insert(conn, 'variable', [
    {
      id: ids.variable1,
      org_id: org1,
      view_id: ids.view1,
      name: 'country',
      type: 'PERMISSION',
      value_type: 'STRING',
      permission: 0,
      expression: 0,
      ...by(alice),
    },
  ]);
  await insert(conn, 'rel_variable_subject', [
    {
      id: hex('a51'),
      variable_id: ids.variable1,
      subject_id: ids.analysts,
      subject_type: 'ROLE',
      value: '["CN"]',
      use_default_value: 0,
      ...by(alice),
    },
  ]);
  await insert(conn, 'rel_subject_columns', [
    {
      id: hex('a52'),
      view_id: ids.view1,
      subject_id: ids.analysts,
      subject_type: 'ROLE',
      column_permission: '["country","amount"]',
      ...by(alice),
    },
  ]);
  await insert(conn, 'folder', [
    { id: ids.folder1, name: 'Reports', org_id: org1, rel_type: 'FOLDER', index: 1 },
    {
      id: ids.chartNode,
      name: 'Sales by country',
      org_id: org1,
      rel_type: 'DATACHART',
      rel_id: ids.chart1,
      avatar: 'mingxi-table',
      parent_id: ids.folder1,
      index: 1,
    },
    {
      id: ids.boardNode,
      name: 'Overview',
      org_id: org1,
      rel_type: 'DASHBOARD',
      sub_type: 'auto',
      rel_id: ids.board1,
      parent_id: ids.folder1,
      index: 2,
    },
    { id: ids.folder2, name: 'Ops', org_id: org2, rel_type: 'FOLDER', index: 1 },
  ]);
  await insert(conn, 'datachart', [
    {
      id: ids.chart1,
      name: 'Sales by country',
      view_id: ids.view1,
      org_id: org1,
      config: chartConfig,
      // published (2): readers see it; a draft (1) is its editors' only
      status: 2,
      ...by(alice),
    },
  ]);
  await insert(conn, 'dashboard', [
    { id: ids.board1, name: 'Overview', org_id: org1, config: { type: 'auto' }, status: 2, ...by(alice) },
  ]);
  await insert(conn, 'widget', [
    {
      id: ids.widget1,
      dashboard_id: ids.board1,
      config: widgetConfig('Sales', 'chart', 'linkedChart', 0, {
        type: 'dataChart',
        dataChartId: ids.chart1,
      }),
      ...by(alice),
    },
    {
      id: ids.widget2,
      dashboard_id: ids.board1,
      config: widgetConfig('Note', 'media', 'richText', 6, { richText: { content: 'Sales notes' } }),
      ...by(alice),
    },
  ]);
  await insert(conn, 'rel_widget_element', [
    { id: hex('e11'), widget_id: ids.widget1, rel_type: 'DATACHART', rel_id: ids.chart1 },
    { id: hex('e12'), widget_id: ids.widget1, rel_type: 'VIEW', rel_id: ids.view1 },
  ]);
  await insert(conn, 'rel_widget_widget', [
    { id: hex('e13'), source_id: ids.widget2, target_id: ids.widget1, config: {} },
  ]);
  await insert(conn, 'storyboard', [
    { id: ids.story1, name: 'Story', org_id: org1, is_folder: 0, index: 1, config: {}, ...by(alice) },
  ]);
  await insert(conn, 'storypage', [
    { id: ids.page1, storyboard_id: ids.story1, rel_type: 'DASHBOARD', rel_id: ids.board1, config: {} },
  ]);
  const grants: [string, string, string, number][] = [
    [ids.analysts, 'VIEW', '*', 1],
    [ids.analysts, 'VIZ', '*', 1],
    [ids.analysts, 'VIEW', ids.view1, 2],
    [ids.analysts, 'VIZ', ids.chartNode, 2],
    [ids.analysts, 'VIZ', ids.boardNode, 2],
    [ids.bobRole, 'VIZ', ids.folder1, 34],
  ];
  await insert(
    conn,
    'rel_role_resource',
    grants.map(([role_id, resource_type, resource_id, permission], i) => ({
      id: hex(`9e${i}`),
      role_id,
      resource_type,
      resource_id,
      org_id: org1,
      permission,
      ...by(alice),
    })),
  );
  await insert(conn, 'share', [
    {
      id: ids.share1,
      org_id: org1,
      viz_type: 'DASHBOARD',
      viz_id: ids.board1,
      authentication_mode: 'CODE',
      roles: [`r${ids.analysts}`, `u${ids.bobRole}`],
      row_permission_by: 'CREATOR',
      authentication_code: 'Xy12z',
      create_by: alice,
    },
  ]);
  await insert(conn, 'schedule', [
    {
      id: ids.schedule1,
      name: 'Morning mail',
      org_id: org1,
      type: 'EMAIL',
      active: 1,
      cron_expression: '0 0 8 * * ?',
      config: { subject: 'Morning', to: 'alice@datart.test', type: ['IMAGE'], vizContents: [] },
      is_folder: 0,
      index: 1,
      ...by(alice),
    },
  ]);
}

/**
 * A throwaway Datart database on the local MariaDB: Datart's schema and the fixture above. `tag` is added
 * to usernames, e-mails and organisation names (a browser journey's server may hold others).
 */
export async function datartFixture(tag = '') {
  const name = `datart_fixture_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await createConnection({ uri: SERVER, multipleStatements: true });
  await admin.query(`create database \`${name}\` character set utf8mb4`);
  await admin.query(`use \`${name}\``);
  await admin.query(readFileSync(new URL('./datart-fixture.sql', import.meta.url), 'utf8'));
  await fill(admin, tag);
  return {
    url: `${SERVER}/${name}`,
    conn: admin,
    drop: async () => {
      await admin.query(`drop database \`${name}\``);
      await admin.end();
    },
  };
}
