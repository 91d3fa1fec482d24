import { toRichTextModel, type DatachartConfig, type Dataframe } from '@tessera/charts';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import type { ChartInteraction } from '../types';
import { useRenderEnv } from '../use-render-env';
import { fillDoc, templateToDoc } from './doc';

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
}

/** Rich text: the stored template with `{{field}}` placeholders filled from the first row, read-only. */
export function RichTextView({ config, dataframe, onRendered }: Props) {
  const { locale, theme } = useRenderEnv();
  const model = useMemo(
    () => toRichTextModel(config, dataframe, { locale, theme, width: 0, height: 0 }),
    [config, dataframe, locale, theme],
  );
  const doc = useMemo(() => fillDoc(templateToDoc(model.template), model.placeholders), [model]);
  const editor = useEditor({
    extensions: [StarterKit],
    content: doc,
    editable: false,
    immediatelyRender: true,
  });
  useEffect(() => {
    // Under React's StrictMode the first editor is destroyed as its effects are replayed: its commands are
    // gone, and the one that replaces it takes the content.
    if (!editor || editor.isDestroyed) return;
    editor.commands.setContent(doc, { emitUpdate: false });
    onRendered?.();
  }, [editor, doc, onRendered]);
  return (
    <div className="tessera-rich-text h-full w-full overflow-auto p-3" data-testid="chart-rich-text">
      <EditorContent editor={editor} />
    </div>
  );
}
