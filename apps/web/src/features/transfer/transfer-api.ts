import { uploadFile } from '../../lib/rest';
import type { ApiHeadersDeps } from '../../lib/trpc';

export type ImportStrategy = 'NEW' | 'OVERWRITE' | 'ROLLBACK';
export const STRATEGIES: ImportStrategy[] = ['NEW', 'OVERWRITE', 'ROLLBACK'];

export interface ReportItem {
  type: string;
  id: string;
  name: string;
}
export interface ImportReport {
  created: ReportItem[];
  replaced: ReportItem[];
  skipped: ReportItem[];
}
export interface TemplateInfo {
  type: 'DATACHART' | 'DASHBOARD';
  name: string;
  bindings: { key: string; name: string; fields: string[] }[];
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** `POST /viz/import`: the server checks the file and the owner, and answers what it did. */
export const importResources = (deps: ApiHeadersDeps, orgId: string, strategy: ImportStrategy, file: File) =>
  uploadFile<ImportReport>(deps, `/api/v1/viz/import?${q({ orgId, strategy })}`, file);

/** What a template holds and which views it asks for (read by the server, never by the page). */
export const inspectTemplate = (deps: ApiHeadersDeps, orgId: string, file: File) =>
  uploadFile<TemplateInfo>(deps, `/api/v1/viz/import/template/inspect?${q({ orgId })}`, file);

export const createFromTemplate = (
  deps: ApiHeadersDeps,
  input: { orgId: string; parentId: string | null; name: string; bindings: Record<string, string> },
  file: File,
) =>
  uploadFile<{ id: string; relType: string }>(
    deps,
    `/api/v1/viz/import/template?${q({
      orgId: input.orgId,
      parentId: input.parentId ?? '',
      name: input.name,
      bindings: JSON.stringify(input.bindings),
    })}`,
    file,
  );
