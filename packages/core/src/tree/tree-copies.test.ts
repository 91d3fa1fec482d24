import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 30: the tree lifecycle lives in `tree/tree-lifecycle.ts` only. The five tree domains configure it
// and call it; a domain that writes an archive, a restore or a move itself, or builds its own tree, is a copy
// that drifts (D-arch-13). These are the statements each copy was made of before the module existed.
const copies: [string, RegExp][] = [
  ['archives or restores by writing the status itself', /status:\s*STATUS\.(ARCHIVED|ACTIVE)\b/],
  ['renames into the recycle bin itself', /\barchivedName\(/],
  ['decides on a folder with children itself', /'HAS_CHILDREN'/],
  ['builds its own tree', /\bcreateTreeOps\(/],
  ['checks a move itself', /(?<!\.)\bassertCanMove\(|\bassertNotDescendant\(/],
  [
    'checks names, parents or indexes outside the lifecycle',
    /\b\w+Tree\.(assertNameFree|assertParent|nextIndex)\(/,
  ],
];

const src = path.resolve(import.meta.dirname, '..');
const domainFiles = [
  ...['sources', 'views', 'viz', 'dashboards', 'storyboards'].flatMap((dir) =>
    readdirSync(path.join(src, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f)),
  ),
  'viz-lifecycle.ts',
];

describe('the tree lifecycle has one implementation', () => {
  it('reads the domains it guards', () => {
    expect(domainFiles).toEqual(
      expect.arrayContaining([
        'sources/sources.service.ts',
        'views/views.service.ts',
        'viz/viz.service.ts',
        'dashboards/dashboards.service.ts',
        'storyboards/storyboards.service.ts',
      ]),
    );
  });

  it.each(domainFiles)('%s keeps no copy of it', (file) => {
    const text = readFileSync(path.join(src, file), 'utf8');
    const found = copies.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    expect(found).toEqual([]);
  });
});
