import { tokenOf, type TestApp } from './test-app';
// Fixtures shared by the viz REST suites: the customers view model and a chart config as Datart's client saves it.

export const customersModel = {
  columns: {
    customer_id: { name: 'customer_id', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    country: { name: 'country', type: 'STRING', category: 'UNCATEGORIZED' },
    city: { name: 'city', type: 'STRING', category: 'UNCATEGORIZED' },
  },
  version: '1.0.0-RC.3',
};

/**
 * The condition datartChartConfig's hidden filter row runs with (city NOT IN Berlin), as its query builds
 * it: a share's hand-made query must keep it (D-share-16).
 */
export const keptFilters = [
  {
    column: ['city'],
    aggOperator: null,
    sqlOperator: 'NOT_IN',
    values: [{ value: 'Berlin', valueType: 'STRING' }],
  },
];

/** A clustered column chart as Datart's client saves it (value-only style trees, formats, drill, version). */
export const datartChartConfig = (graphId = 'cluster-column-chart') => ({
  aggregation: true,
  chartGraphId: graphId,
  computedFields: [
    {
      id: 'first_letter',
      name: 'first_letter',
      category: 'computedField',
      type: 'STRING',
      expression: 'SUBSTRING([country], 1, 1)',
    },
  ],
  chartConfig: {
    datas: [
      {
        label: 'dimension',
        key: 'dimension',
        required: true,
        type: 'group',
        limit: [0, 1],
        drillable: true,
        actions: { NUMERIC: ['alias', 'colorize', 'sortable'], STRING: ['alias', 'colorize', 'sortable'] },
        rows: [
          {
            uid: '4b1f7c2e-0d6a-4d59-9a3b-6f0a0c3d9e11',
            colName: 'country',
            category: 'field',
            type: 'STRING',
            sort: { type: 'ASC' },
            alias: { name: 'Country', desc: '' },
          },
        ],
      },
      {
        label: 'metrics',
        key: 'metrics',
        required: true,
        type: 'aggregate',
        limit: [1, 999],
        rows: [
          {
            uid: '9d2e5a61-3c7b-4f0e-8a44-1b2c3d4e5f60',
            colName: 'customer_id',
            category: 'field',
            type: 'NUMERIC',
            aggregate: 'COUNT',
            format: {
              type: 'numeric',
              numeric: {
                decimalPlaces: 2,
                unitKey: 'wan',
                useThousandSeparator: true,
                prefix: '',
                suffix: '',
              },
            },
          },
        ],
      },
      {
        label: 'filter',
        key: 'filter',
        type: 'filter',
        allowSameField: true,
        rows: [
          {
            uid: 'c3a1b2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            colName: 'city',
            category: 'field',
            type: 'STRING',
            filter: {
              visibility: 'hide',
              condition: {
                name: 'city',
                type: 2,
                value: ['Berlin'],
                visualType: 'STRING',
                operator: 'NOT_IN',
                children: [],
              },
              facade: 'multiDropdownList',
              width: 'auto',
            },
          },
        ],
      },
      { label: 'colorize', key: 'color', type: 'color', limit: [0, 1] },
      { label: 'info', key: 'info', type: 'info' },
    ],
    styles: [
      {
        label: 'bar.title',
        key: 'bar',
        comType: 'group',
        rows: [
          {
            label: 'common.borderStyle',
            key: 'borderStyle',
            comType: 'line',
            value: { type: 'solid', width: 0, color: '#ced4da' },
          },
        ],
      },
      {
        key: 'label',
        rows: [
          { key: 'showLabel', value: false },
          { key: 'position', value: 'top' },
          {
            key: 'font',
            value: { fontFamily: 'PingFang SC', fontSize: 12, fontWeight: 'normal', color: '#495057' },
          },
        ],
      },
      {
        key: 'margin',
        rows: [
          { key: 'containLabel', value: true },
          { key: 'marginLeft', value: '5%' },
        ],
      },
    ],
    settings: [
      { key: 'paging', rows: [{ key: 'pageSize', value: 1000 }] },
      {
        key: 'reference',
        rows: [
          {
            key: 'panel',
            value: {
              configs: [
                {
                  key: 'mark-line',
                  rows: [
                    { key: 'valueType', value: 'constant' },
                    { key: 'constantValue', value: 3.5 },
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
    interactions: [
      { key: 'drillThrough', rows: [{ key: 'setting', value: { rules: [] } }] },
      { key: 'viewDetail', rows: [{ key: 'enableViewDetail', value: false }] },
    ],
  },
  version: '1.0.0-RC.3',
});

/**
 * A registered, signed-in member of `orgId` (invited by the owner) holding `grants` on their own per-user
 * role: the people the viz suites act as.
 */
export async function addMember(
  t: TestApp,
  owner: string,
  orgId: string,
  name: string,
  grants: { resourceType: string; resourceId: string; permission: number }[],
): Promise<{ id: string; token: string }> {
  await t.call('POST', '/api/v1/users/register', {
    body: { username: name, email: `${name}@example.com`, password: 'passw0rd' },
  });
  const token = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: name, password: 'passw0rd' } })).headers,
  );
  const id = ((await t.call('GET', '/api/v1/users', { token })).body.data as { id: string }).id;
  await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
    token: owner,
    body: [`${name}@example.com`],
  });
  if (grants.length) {
    const g = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: grants.map((x) => ({ orgId, subjectType: 'USER_ROLE', subjectId: id, ...x })),
      },
    });
    if (g.status !== 200) throw new Error(`grant failed: ${JSON.stringify(g.body)}`);
  }
  return { id, token };
}
