import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useChartsT } from '../use-charts-t';
import { templateToDoc, type DocNode } from './doc';

export interface RichTextEditorProps {
  /** The stored template (TipTap doc, Quill delta or text); see templateToDoc. */
  value: unknown;
  /** Called with the TipTap doc JSON on every edit (store it in styles `delta.richText`). */
  onChange: (doc: DocNode) => void;
  /** Field display names that can be inserted as `{{name}}` placeholders. */
  fields: string[];
  className?: string;
}

/** The rich-text chart's editor for the workbench: TipTap with a bar of insertable field placeholders. */
export function RichTextEditor({ value, onChange, fields, className }: RichTextEditorProps) {
  const t = useChartsT();
  const editor = useEditor({
    extensions: [StarterKit],
    content: templateToDoc(value),
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as DocNode),
  });
  // Outside changes (another chart loaded into the workbench) replace the content without an update.
  useEffect(() => {
    if (!editor) return;
    const incoming = templateToDoc(value);
    if (JSON.stringify(incoming) !== JSON.stringify(editor.getJSON()))
      editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={'flex flex-col rounded-md border border-border ' + (className ?? '')}>
      <div
        className="flex flex-wrap items-center gap-1 border-b border-border p-1"
        role="toolbar"
        aria-label={t('charts:richText.toolbar')}
      >
        <button
          type="button"
          className="rounded px-2 py-0.5 text-sm font-bold hover:bg-muted"
          aria-label={t('charts:richText.bold')}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          B
        </button>
        <button
          type="button"
          className="rounded px-2 py-0.5 text-sm italic hover:bg-muted"
          aria-label={t('charts:richText.italic')}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          I
        </button>
        <span className="ml-2 text-xs text-muted-foreground">{t('charts:richText.insertField')}</span>
        {fields.map((name) => (
          <button
            key={name}
            type="button"
            className="rounded bg-muted px-2 py-0.5 text-xs hover:bg-muted/70"
            onClick={() => editor?.chain().focus().insertContent(`{{${name}}}`).run()}
          >
            {name}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="tessera-rich-text min-h-32 p-2" />
    </div>
  );
}
