import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { TreeRow } from './tree-row';

afterEach(cleanup);

const noop = () => {};
const item = {
  id: 'a'.repeat(32),
  name: 'Sales DB',
  parentId: null,
  isFolder: false,
  index: 0,
  type: 'JDBC',
};

async function row(mark?: ReactNode) {
  const i18n = createI18n();
  await changeLanguage(i18n, 'en');
  render(
    <I18nextProvider i18n={i18n}>
      <TreeRow
        node={{ item, depth: 0, children: [] }}
        ns="sources"
        testId="source"
        isOpen={false}
        selected={false}
        dragging={false}
        hint={null}
        dragHandlers={{
          onDragStart: noop,
          onDragEnd: noop,
          onDragOver: noop,
          onDragLeave: noop,
          onDrop: noop,
        }}
        canManage={false}
        canCreate={false}
        icon={null}
        mark={mark}
        folderMenu={() => null}
        menuOpen={false}
        onMenuOpenChange={noop}
        onClick={noop}
        onAction={noop}
        focused={false}
        onFocusRow={noop}
      />
    </I18nextProvider>,
  );
}

describe('a tree row', () => {
  it("shows an item's state after its name, as part of the row's name", async () => {
    await row(<span>Needs password</span>);
    expect(screen.getByRole('button', { name: 'Sales DB Needs password' })).toBeTruthy();
  });

  it('shows the name alone when the item has no state to tell', async () => {
    await row();
    expect(screen.getByRole('button', { name: 'Sales DB' })).toBeTruthy();
  });
});
