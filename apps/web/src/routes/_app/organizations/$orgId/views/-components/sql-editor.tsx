import { closeCompletion } from '@codemirror/autocomplete';
import { MySQL, PostgreSQL, sql, type SQLNamespace } from '@codemirror/lang-sql';
import type { Dialect } from '@tessera/query/contract';
import CodeMirror, { EditorView, keymap, Prec, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../../../../hooks/use-theme';
import { resolveTheme } from '../../../../../../lib/theme';
import type { SourceSchemas } from '../../../../../../hooks/use-sources';

/** The completion namespace of a source: `db.table.column`, and tables of the first database unqualified. */
export function completionSchema(schemas: SourceSchemas | undefined): SQLNamespace {
  const ns: Record<string, Record<string, string[]>> = {};
  const flat: Record<string, string[]> = {};
  for (const db of schemas?.schemaItems ?? []) {
    const tables: Record<string, string[]> = {};
    for (const table of db.tables) {
      const cols = table.columns.map((c) => (Array.isArray(c.name) ? c.name.at(-1)! : String(c.name)));
      tables[table.tableName] = cols;
      if (!flat[table.tableName]) flat[table.tableName] = cols;
    }
    if (db.dbName) ns[db.dbName] = tables;
  }
  return { ...ns, ...flat };
}

/** The SQL editor: dialect and completion from the selected source, light or dark like the app. */
export function SqlEditor({
  value,
  onChange,
  dialect,
  schemas,
  readOnly,
  editorRef,
  onRun,
}: {
  value: string;
  onChange: (value: string) => void;
  dialect: Dialect;
  schemas: SourceSchemas | undefined;
  readOnly?: boolean;
  editorRef?: Ref<ReactCodeMirrorRef>;
  onRun?: () => void;
}) {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const extensions = useMemo(
    () => [
      sql({
        dialect: dialect === 'mysql' ? MySQL : PostgreSQL,
        schema: completionSchema(schemas),
        upperCaseKeywords: true,
      }),
      EditorView.lineWrapping,
      // The editable element is what screen readers land on; the wrapper's label does not reach it.
      EditorView.contentAttributes.of({ 'aria-label': t('views:editor.sql') }),
      // Above the default keymap, whose Mod-Enter (Ctrl on Linux and Windows) inserts a blank line.
      Prec.highest(
        keymap.of(
          ['Mod-Enter', 'Ctrl-Enter'].map((key) => ({
            key,
            run: (view: EditorView) => {
              if (!onRun) return false;
              // The run answers the statement as typed: a completion list left open would cover the result.
              closeCompletion(view);
              onRun();
              return true;
            },
          })),
        ),
      ),
    ],
    [dialect, schemas, onRun, t],
  );
  return (
    <div className="overflow-hidden rounded-md border border-border" data-testid="sql-editor">
      <CodeMirror
        ref={editorRef}
        value={value}
        onChange={onChange}
        theme={resolveTheme(theme)}
        extensions={extensions}
        readOnly={readOnly}
        height="260px"
        placeholder={t('views:editor.sqlPlaceholder')}
        aria-label={t('views:editor.sql')}
        basicSetup={{ foldGutter: false, highlightActiveLine: true }}
      />
    </div>
  );
}
