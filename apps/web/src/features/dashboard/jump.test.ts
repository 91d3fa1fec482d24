import type { BoardWidget } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { boardJumpOf, jumpOf, jumpOpen } from './jump';

const chart = (jumpConfig: Record<string, unknown>): BoardWidget => ({
  id: 'a',
  name: 'a',
  kind: 'chart',
  originalType: 'linkedChart',
  rect: { x: 0, y: 0, width: 6, height: 6 },
  mobileRect: null,
  showTitle: true,
  background: null,
  content: {},
  config: { jumpConfig },
});
const row = { country: 'Côte d’Ivoire', 'SUM(amount)': 3 };

describe('jumpOf', () => {
  it('jumps to a web address with the value in the query string', () => {
    const j = jumpOf(
      chart({
        open: true,
        targetType: 'URL',
        URL: 'https://example.com/x?a=1',
        queryName: 'c',
        field: { jumpFieldName: 'country' },
      }),
      row,
    );
    expect(j).toEqual({
      kind: 'url',
      href: 'https://example.com/x?a=1&c=C%C3%B4te+d%E2%80%99Ivoire',
    });
  });

  it('refuses addresses that are not http(s)', () => {
    expect(
      jumpOf(
        chart({
          open: true,
          targetType: 'URL',
          URL: 'javascript:alert(1)',
          field: { jumpFieldName: 'country' },
        }),
        row,
      ),
    ).toBeNull();
  });

  it('jumps to a dashboard with the value under the field name', () => {
    const j = jumpOf(
      chart({
        open: true,
        targetType: 'INTERNAL',
        target: { relId: 'b'.repeat(32), relType: 'DASHBOARD' },
        field: { jumpFieldName: 'country' },
      }),
      row,
    );
    expect(j).toEqual({
      kind: 'dashboard',
      id: 'b'.repeat(32),
      search: { country: 'Côte d’Ivoire' },
    });
  });

  it('jumps to a chart with the value under the query name; other kinds of target are refused', () => {
    const to = (relType: string) =>
      jumpOf(
        chart({
          open: true,
          targetType: 'INTERNAL',
          target: { relId: 'c'.repeat(32), relType },
          queryName: 'nation',
          field: { jumpFieldName: 'country' },
        }),
        row,
      );
    expect(to('DATACHART')).toEqual({
      kind: 'chart',
      id: 'c'.repeat(32),
      search: { nation: 'Côte d’Ivoire' },
    });
    expect(to('STORYBOARD')).toBeNull();
  });

  it('does nothing when closed, without a row, or when the field is not in the row', () => {
    const open = {
      open: true,
      targetType: 'INTERNAL',
      target: { relId: 'b' },
      field: { jumpFieldName: 'channel' },
    };
    expect(jumpOf(chart({ ...open, open: false }), row)).toBeNull();
    expect(jumpOf(chart(open), null)).toBeNull();
    expect(jumpOf(chart(open), row)).toBeNull();
  });

  it('opens in a new tab or the same one as the jump says (Datart’s modal / redirect)', () => {
    const internal = {
      open: true,
      targetType: 'INTERNAL',
      target: { relId: 'b'.repeat(32), relType: 'DASHBOARD' },
      field: { jumpFieldName: 'country' },
    };
    const url = { ...internal, targetType: 'URL', URL: 'https://example.com/' };
    expect(boardJumpOf(chart({ ...internal, action: 'modal' }), row)?.newTab).toBe(true);
    expect(boardJumpOf(chart({ ...url, action: 'redirect' }), row)?.newTab).toBe(false);
    expect(boardJumpOf(chart(url), row)?.newTab).toBe(true);
    expect(boardJumpOf(chart(internal), row)?.newTab).toBe(false);
    // Saved before the choice existed: as boards always opened them.
    expect(jumpOpen(internal)).toBe('redirect');
    expect(jumpOpen(url)).toBe('modal');
    expect(jumpOpen({ ...internal, action: 'dialog' })).toBe('redirect');
  });
});
