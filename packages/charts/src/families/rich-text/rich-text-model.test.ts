import { describe, expect, it } from 'vitest';
import { byRegion, dim, en, makeConfig, num, stored } from '../../testing/fixtures';
import { toRichTextModel } from '../../models';
import { fillPlaceholders } from './rich-text-model';

describe('react-rich-text', () => {
  it('keeps the template and offers formatted field placeholders', () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sales in {{region}}: {{Sales}}' }] }],
    };
    const config = makeConfig(
      'react-rich-text',
      {
        dimension: [dim('region')],
        metrics: [
          num('amount', 'SUM', {
            alias: { name: 'Sales' },
            format: { type: 'numeric', numeric: { decimalPlaces: 0, useThousandSeparator: true } },
          }),
        ],
      },
      { styles: [stored('delta', { richText: doc })] },
    );
    const model = toRichTextModel(config, byRegion, en);
    expect(model.template).toEqual(doc);
    expect(model.placeholders.map((p) => [p.token, p.text])).toEqual([
      ['{{region}}', 'East'],
      ['{{Sales}}', '12,345'],
    ]);
    expect(fillPlaceholders('Sales in {{region}}: {{Sales}}', model.placeholders)).toBe(
      'Sales in East: 12,345',
    );
  });
});
