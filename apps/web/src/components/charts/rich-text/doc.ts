import { fillPlaceholders, type RichTextPlaceholder } from '@tessera/charts';

/** A TipTap (ProseMirror) JSON node. */
export interface DocNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
}

interface QuillOp {
  insert?: unknown;
  attributes?: Record<string, unknown>;
}

const emptyDoc = (): DocNode => ({ type: 'doc', content: [{ type: 'paragraph' }] });

const textParagraphs = (text: string): DocNode => ({
  type: 'doc',
  content: text
    .split('\n')
    .map((line) =>
      line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
    ),
});

/** Quill delta (what Datart's rich-text chart stores) → TipTap doc: text with bold / italic / strike. */
function fromQuill(ops: QuillOp[]): DocNode {
  const paragraphs: DocNode[] = [{ type: 'paragraph', content: [] }];
  for (const op of ops) {
    if (typeof op.insert !== 'string') continue;
    const marks = (['bold', 'italic', 'strike'] as const)
      .filter((m) => op.attributes?.[m])
      .map((type) => ({ type }));
    op.insert.split('\n').forEach((part, i) => {
      if (i > 0) paragraphs.push({ type: 'paragraph', content: [] });
      if (!part) return;
      const node: DocNode = { type: 'text', text: part };
      if (marks.length) node.marks = marks;
      paragraphs[paragraphs.length - 1]?.content?.push(node);
    });
  }
  if (paragraphs.length > 1 && paragraphs[paragraphs.length - 1]?.content?.length === 0) paragraphs.pop();
  return { type: 'doc', content: paragraphs.map((p) => (p.content?.length ? p : { type: 'paragraph' })) };
}

/**
 * The stored rich-text template (styles `delta.richText`) as a TipTap doc: a TipTap doc as is, a Quill
 * delta (Datart) converted, a JSON string of either parsed, any other string as plain text.
 */
export function templateToDoc(template: unknown): DocNode {
  if (template === null || template === undefined || template === '') return emptyDoc();
  if (typeof template === 'string') {
    try {
      return templateToDoc(JSON.parse(template) as unknown);
    } catch {
      return textParagraphs(template);
    }
  }
  if (typeof template === 'object') {
    const t = template as { type?: unknown; ops?: unknown };
    if (t.type === 'doc') return template as DocNode;
    if (Array.isArray(t.ops)) return fromQuill(t.ops as QuillOp[]);
  }
  return emptyDoc();
}

/** The doc with every `{{field}}` token in its text replaced by the field's formatted value. */
export function fillDoc(doc: DocNode, placeholders: RichTextPlaceholder[]): DocNode {
  const next: DocNode = { ...doc };
  if (typeof doc.text === 'string') next.text = fillPlaceholders(doc.text, placeholders);
  if (doc.content) next.content = doc.content.map((c) => fillDoc(c, placeholders));
  return next;
}
