import type { BoardWidget } from '@tessera/charts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { containedIds, TabContainer, tabsOf } from './tab-container';

const base = {
  rect: { x: 0, y: 0, width: 6, height: 6 },
  mobileRect: null,
  showTitle: true,
  background: null,
  config: {},
};
const tab: BoardWidget = {
  ...base,
  id: 't',
  name: 'Tabs',
  kind: 'container',
  originalType: 'tab',
  content: {
    itemMap: {
      k2: { tabId: 'k2', name: 'Second', childWidgetId: 'b', index: 2 },
      k1: { tabId: 'k1', name: 'First', childWidgetId: 'a', index: 1 },
      k3: { tabId: 'k3', name: 'Empty', index: 3 },
    },
  },
};

describe('tab container', () => {
  it('lists the tabs in their order, skipping a tab without a widget', () => {
    expect(tabsOf(tab)).toEqual([
      { id: 'k1', name: 'First', childId: 'a' },
      { id: 'k2', name: 'Second', childId: 'b' },
    ]);
    expect([
      ...containedIds([
        tab,
        { ...base, id: 'a', name: 'a', kind: 'chart', originalType: 'linkedChart', content: {} },
      ]),
    ]).toEqual(['a', 'b']);
  });

  it('draws the first tab and switches on click', () => {
    render(<TabContainer widget={tab}>{(id) => <p>widget {id}</p>}</TabContainer>);
    expect(screen.getByText('widget a')).toBeTruthy();
    expect(screen.queryByText('widget b')).toBeNull();
    // Radix tabs switch on mouse down (the first button), as a click starts.
    act(() => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Second' }), { button: 0 });
    });
    expect(screen.getByText('widget b')).toBeTruthy();
  });
});
