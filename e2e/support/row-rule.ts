import type { Page } from '@playwright/test';
import { chartConfig, dim, ordersModel, ordersSql, ordersView, sum } from '../vizs/fixtures';
import { ADMIN, uniqueName } from './accounts';
import { trpcMutation, trpcQuery } from './api';
import { createOrgInUi, session } from './orgs';
import { login } from './ui';

/**
 * The admin, signed in on `page`, in a new organisation with the demo orders: the plain orders view, a
 * view whose rows follow the reader's country (a row rule: the PERMISSION variable `country`), and in a
 * "Shared" folder the chart "Sales by country" on the ruled view. `allowCountries` gives a member the
 * countries their rule lets through.
 */
export async function rowRuleOrg(page: Page, orgPrefix: string) {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName(orgPrefix));
  const admin = await session(page);
  // Also makes the demo source the ruled view reads.
  const { viewId: ordersViewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const demo = (
    await trpcQuery<{ id: string; isFolder: boolean }[]>('source.list', { orgId: admin.orgId }, admin.token)
  ).find((s) => !s.isFolder)!;
  const ruled = await trpcMutation<{ id: string }>(
    'view.create',
    {
      orgId: admin.orgId,
      name: uniqueName('Orders by country rule '),
      type: 'SQL',
      sourceId: demo.id,
      script: `${ordersSql} WHERE c.country IN ($country$)`,
      model: ordersModel,
    },
    admin.token,
  );
  const variable = await trpcMutation<{ id: string }>(
    'variable.create',
    { orgId: admin.orgId, viewId: ruled.id, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
    admin.token,
  );
  const folder = await trpcMutation<{ id: string }>(
    'viz.createFolder',
    { orgId: admin.orgId, name: 'Shared' },
    admin.token,
  );
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Sales by country',
      parentId: folder.id,
      viewId: ruled.id,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
      ]),
    },
    admin.token,
  );
  // Published: the members of these journeys read it, and a draft is its editors' only (D-draft-1).
  await trpcMutation('viz.publish', { id: chart.id, vizType: 'DATACHART', publish: true }, admin.token);
  const allowCountries = (userId: string, countries: string[]) =>
    trpcMutation(
      'variable.updateValues',
      {
        relToCreate: [{ variableId: variable.id, subjectType: 'USER', subjectId: userId, value: countries }],
      },
      admin.token,
    );
  return {
    admin,
    ordersViewId,
    ruledViewId: ruled.id,
    folderId: folder.id,
    chartId: chart.id,
    allowCountries,
  };
}
