import { describe, expect, it } from 'vitest';
import { fillDoc, templateToDoc } from './doc';

const placeholders = [{ token: '{{Revenue}}', name: 'Revenue', alias: 'SUM(amount)', text: '1.23万' }];

describe('rich-text templates', () => {
  it('keeps a TipTap doc and fills its placeholders in every text node', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Total {{Revenue}} ({{Revenue}})', marks: [{ type: 'bold' }] }],
        },
      ],
    };
    expect(fillDoc(templateToDoc(doc), placeholders).content?.[0]?.content?.[0]).toEqual({
      type: 'text',
      text: 'Total 1.23万 (1.23万)',
      marks: [{ type: 'bold' }],
    });
    expect(doc.content[0]!.content[0]!.text).toBe('Total {{Revenue}} ({{Revenue}})');
  });

  it("reads Datart's Quill delta into paragraphs with bold / italic", () => {
    const doc = templateToDoc({
      ops: [
        { insert: 'Sales ' },
        { insert: '{{Revenue}}', attributes: { bold: true } },
        { insert: '\nend\n' },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Sales ' },
            { type: 'text', text: '{{Revenue}}', marks: [{ type: 'bold' }] },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'end' }] },
      ],
    });
  });

  it('parses JSON strings and keeps other strings as plain text (never as HTML)', () => {
    expect(templateToDoc(JSON.stringify({ ops: [{ insert: 'a\n' }] })).content).toHaveLength(1);
    expect(templateToDoc('<img src=x onerror=alert(1)>').content?.[0]?.content?.[0]?.text).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(templateToDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
