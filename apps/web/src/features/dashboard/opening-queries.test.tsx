import {
  boardViews,
  drillSections,
  openingQueries,
  pageFilters,
  readBoard,
  type WidgetQuery,
} from '@tessera/charts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../../components/charts/test-fixtures';
import { DashboardBoard } from './dashboard-board';
import { registerDashboardsI18n } from '../../lib/dashboards-i18n';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { createServices, ServicesProvider } from '../../lib/services';
import { TRPCProvider } from '../../lib/trpc';
import { searchParams } from '../../lib/url-params';

afterEach(cleanup);

const model = {
  columns: { country: { name: ['country'], type: 'STRING' }, amount: { name: ['amount'], type: 'NUMERIC' } },
};
const views = boardViews([
  { id: 'v1', model, config: null },
  { id: 'v2', model, config: null },
]);
const flat = makeConfig('cluster-column-chart', { dimension: [dim('country')], metrics: [num('amount')] });
const drillable = makeConfig('cluster-column-chart', {
  dimension: [dim('country'), dim('city')],
  metrics: [num('amount')],
});
for (const section of drillable.chartConfig.datas) if (section.type === 'group') section.drillable = true;
const widgets = readBoard(
  [
    { id: 'a', datachartId: 'c1', config: { name: 'A', type: 'chart', originalType: 'linkedChart' } },
    { id: 'b', datachartId: 'c2', config: { name: 'B', type: 'chart', originalType: 'linkedChart' } },
    {
      id: 'ctl',
      datachartId: null,
      config: {
        name: 'Country',
        type: 'controller',
        originalType: 'dropdownList',
        content: {
          type: 'dropdownList',
          relatedViews: [
            { viewId: 'v1', relatedCategory: 'field', fieldValue: 'country', fieldValueType: 'STRING' },
          ],
          config: { valueOptionType: 'common', sqlOperator: 'EQ', controllerValues: ['France'] },
        },
      },
    },
  ],
  [
    { id: 'c1', viewId: 'v1', config: drillable },
    { id: 'c2', viewId: 'v2', config: flat },
  ],
);

/** The queries DashboardBoard asks its loader for on its first render. */
async function firstRun(search: string): Promise<WidgetQuery[]> {
  const i18n = createI18n();
  registerDashboardsI18n(i18n);
  await changeLanguage(i18n, 'en');
  // The app's providers, as a board page has them (the board looks its jumps' targets up through them).
  const services = createServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={services.queryClient}>
          <TRPCProvider trpcClient={services.trpcClient} queryClient={services.queryClient}>
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
  const asked: WidgetQuery[][] = [];
  const filters = pageFilters(widgets, views, searchParams(search));
  render(
    <DashboardBoard
      widgets={widgets}
      views={views}
      loader={(queries) => {
        asked.push(queries);
        return new Promise(() => undefined);
      }}
      lazyDraw
      {...(filters ? { crossFilters: filters } : {})}
    />,
    { wrapper },
  );
  expect(asked).toHaveLength(1);
  return asked[0]!;
}

describe('a board’s opening queries', () => {
  it('are exactly what the board asks for first (so a stream started early is claimed), with and without URL conditions', async () => {
    for (const search of ['', '?country=Japan']) {
      const asked = await firstRun(search);
      const opening = openingQueries(widgets, views, pageFilters(widgets, views, searchParams(search)));
      // Both charts and the controller's options: a real plan, not an empty one that trivially matches.
      expect(asked.length).toBeGreaterThanOrEqual(3);
      expect([...drillSections(widgets).keys()]).toEqual(['a']);

      expect(JSON.stringify(opening)).toBe(JSON.stringify(asked));
      cleanup();
    }
  });
});
