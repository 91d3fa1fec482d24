import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import type { RefObject } from 'react';
import { SchemaBrowser } from './schema-browser';
import { sqlName, tableText } from './schema-insert';
import { SqlEditorWithSelection } from './sql-editor-with-selection';

type EditorProps = Parameters<typeof SqlEditorWithSelection>[0];

/** The SQL of a view with the source's tables and columns beside it. */
export function SqlScriptPane({
  sourceId,
  schemasLoading,
  schemasFailed,
  ...editor
}: EditorProps & { sourceId: string | null; schemasLoading: boolean; schemasFailed: boolean }) {
  const insert = (text: string) => {
    const view = (editor.editorRef as RefObject<ReactCodeMirrorRef | null> | undefined)?.current?.view;
    if (!view) return;
    view.dispatch(view.state.replaceSelection(text), { scrollIntoView: true });
    view.focus();
  };
  const canInsert = !editor.readOnly;
  return (
    <div className="grid gap-3 md:grid-cols-[14rem_minmax(0,1fr)]">
      <SchemaBrowser
        schemas={editor.schemas}
        state={!sourceId ? 'noSource' : schemasFailed ? 'failed' : schemasLoading ? 'loading' : 'ready'}
        {...(canInsert && {
          onInsertTable: (database: string, table: string, databases: number) =>
            insert(tableText(database, table, databases, editor.dialect)),
          onInsertColumn: (column: string) => insert(sqlName(column, editor.dialect)),
        })}
      />
      <SqlEditorWithSelection {...editor} />
    </div>
  );
}
