import type { SourceDetail, SourceTypeName } from '../../../../../../hooks/use-sources';

/** What the source editor opens on: a new source of a type, or a saved one. */
export type SourceEditorProps =
  | {
      orgId: string;
      mode: 'create';
      type: SourceTypeName;
      dbType?: string | undefined;
      parentId: string | null;
    }
  | { orgId: string; mode: 'edit'; source: SourceDetail };

export type TestState = { ok: true; warnings: string[] } | { ok: false; message: string } | null;
