import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Publishes a chart, dashboard or storyboard: a draft is shown only to those who may edit it, and a share
 * link of a draft answers VIZ_DRAFT (decision D-draft-1), so what readers and share visitors open is
 * published first. Answers the id, for use inline.
 */
export async function published(
  t: TestApp,
  token: string,
  vizType: 'DATACHART' | 'DASHBOARD' | 'STORYBOARD',
  id: string,
): Promise<string> {
  const res = await t.call('PUT', `/api/v1/viz/publish/${id}?vizType=${vizType}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}
