import { describe, expect, it } from 'vitest';
import type { Jump } from './jump';
import { followJump, workspaceJumpHref } from './jump-open';

/** Records which door a jump took. */
function doors() {
  const taken: string[] = [];
  return {
    taken,
    doors: {
      hrefOf: (j: Extract<Jump, { id: string }>) =>
        `/vizs/${j.kind}s/${j.id}?${new URLSearchParams(j.search).toString()}`,
      inApp: (href: string) => taken.push(`app ${href}`),
      open: (href: string, newTab: boolean) => taken.push(`${newTab ? 'new tab' : 'this tab'} ${href}`),
    },
  };
}

describe('followJump', () => {
  it('opens a board in this tab through the router, or in a new tab', () => {
    const d = doors();
    const jump = { kind: 'dashboard', id: 'b', search: { channel: 'Online' } } as const;
    followJump({ ...jump, newTab: false }, d.doors);
    followJump({ ...jump, newTab: true }, d.doors);
    expect(d.taken).toEqual([
      'app /vizs/dashboards/b?channel=Online',
      'new tab /vizs/dashboards/b?channel=Online',
    ]);
  });

  it('leaves for a web address in this tab, or opens it in a new one', () => {
    const d = doors();
    followJump({ kind: 'url', href: 'https://example.com/?c=1', newTab: false }, d.doors);
    followJump({ kind: 'url', href: 'https://example.com/?c=1', newTab: true }, d.doors);
    expect(d.taken).toEqual(['this tab https://example.com/?c=1', 'new tab https://example.com/?c=1']);
  });

  it('sends a share page visitor to the workspace address of a board or chart, values by name', () => {
    expect(workspaceJumpHref({ kind: 'chart', id: 'c1', search: { channel: 'Mobile App' } })).toBe(
      '/vizs/charts/c1?channel=Mobile+App',
    );
    expect(workspaceJumpHref({ kind: 'dashboard', id: 'b1', search: { n: '1' } })).toBe(
      '/vizs/dashboards/b1?n=1',
    );
  });
});
