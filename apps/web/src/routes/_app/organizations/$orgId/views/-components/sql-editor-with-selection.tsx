import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { SqlEditor } from './sql-editor';

/** The SQL editor, reporting the selected text (to run only the selection). */
export function SqlEditorWithSelection(
  props: Parameters<typeof SqlEditor>[0] & { onSelection: (text: string) => void },
) {
  const { onSelection, ...rest } = props;
  return (
    <div
      onMouseUp={() => {
        const cm = (rest.editorRef as React.RefObject<ReactCodeMirrorRef | null>)?.current?.view;
        if (!cm) return;
        const sel = cm.state.selection.main;
        onSelection(sel.empty ? '' : cm.state.sliceDoc(sel.from, sel.to));
      }}
      onKeyUp={() => {
        const cm = (rest.editorRef as React.RefObject<ReactCodeMirrorRef | null>)?.current?.view;
        if (!cm) return;
        const sel = cm.state.selection.main;
        onSelection(sel.empty ? '' : cm.state.sliceDoc(sel.from, sel.to));
      }}
    >
      <SqlEditor {...rest} />
    </div>
  );
}
