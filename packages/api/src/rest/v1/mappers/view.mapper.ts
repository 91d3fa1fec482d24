import { z } from 'zod';
import { canSchema } from '@tessera/core';
import { jsonText, jsonTextSchema } from './json-text';
import {
  relVariableSubjectDtoSchema,
  toRelDto,
  toVariableDto,
  variableCreateIn,
  variableDtoSchema,
  variableUpdateIn,
} from './variable.mapper';

/** Columns are JSON-array text in Datart's RelSubjectColumns; arrays are accepted too. */
const columnRuleIn = z
  .object({
    id: z.string().max(64).nullish(),
    viewId: z.string().max(64).nullish(),
    subjectType: z.string().describe('ROLE or USER_ROLE'),
    subjectId: z.string(),
    columnPermission: z
      .union([z.string().max(1_000_000), z.array(z.string())])
      .describe('JSON-array text of the visible columns, e.g. "[\\"city\\"]"'),
  })
  .transform((r, c) => {
    let columns: unknown = r.columnPermission;
    if (typeof columns === 'string') {
      try {
        columns = JSON.parse(columns);
      } catch {
        columns = null;
      }
    }
    if (!Array.isArray(columns)) {
      c.addIssue({ code: 'custom', message: 'invalid', path: ['columnPermission'] });
      return z.NEVER;
    }
    return { subjectType: r.subjectType, subjectId: r.subjectId, columns: columns.map(String) };
  });

/** A JSON document as text (Datart) or an object (other clients). */
const jsonDocIn = (what: string) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .describe(`${what}: JSON text or an object`);

const viewFields = {
  name: z.string(),
  description: z.string().nullish(),
  sourceId: z.string().nullish(),
  parentId: z.string().nullish(),
  index: z.number().nullish(),
  script: z.string().nullish(),
  type: z.enum(['SQL', 'STRUCT']).optional(),
  model: jsonDocIn('The model (columns, hierarchy, computed fields)'),
  config: jsonDocIn('The view config (cache, concurrency control)'),
  variablesToCreate: z.array(variableCreateIn).max(200).optional(),
  columnPermission: z
    .array(columnRuleIn)
    .max(1000)
    .nullish()
    .describe('Every column rule of the view; null leaves them unchanged'),
};

/** Datart's ViewCreateParam: the view, its variables and its column rules, saved in one transaction. */
export const createViewBody = z.object({
  orgId: z.string(),
  isFolder: z.boolean().optional(),
  ...viewFields,
});
/** Datart's ViewUpdateParam. */
export const updateViewBody = z.object({
  ...viewFields,
  variablesToUpdate: z.array(variableUpdateIn).max(200).optional(),
  variableToDelete: z.array(z.string()).max(200).optional(),
});

const viewBase = {
  id: z.string(),
  name: z.string(),
  orgId: z.string(),
  index: z.number(),
  type: z.string().describe('SQL, STRUCT or FOLDER rows with isFolder'),
  isFolder: z.boolean(),
  parentId: z.string().nullable(),
  sourceId: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number().int(),
  can: canSchema.optional().describe('Beyond Datart: what I may do with it (in lists and the detail)'),
};
/** Light list rows (Datart's GET /views). */
export const viewListItemDtoSchema = z.object(viewBase);
export const viewDtoSchema = z.object({
  ...viewBase,
  script: z.string().nullable().describe('Only for people who may manage the view'),
  model: jsonTextSchema('The model (columns, hierarchy, computed fields; "{}" when none)'),
  config: jsonTextSchema('The view config ("{}" when none)'),
  canManage: z.boolean(),
});
export const relSubjectColumnsDtoSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  viewId: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  columnPermission: z.string().describe('JSON-array text of the visible columns'),
});
/** Datart's ViewDetailDTO. */
export const viewDetailDtoSchema = viewDtoSchema.extend({
  variables: z.array(variableDtoSchema).describe("The view's own variables"),
  relVariableSubjects: z
    .array(relVariableSubjectDtoSchema)
    .describe('Values given to roles and members (managers only; [] otherwise)'),
  relSubjectColumns: z
    .array(relSubjectColumnsDtoSchema)
    .describe('Column rules (managers only; [] otherwise)'),
});

/** The one place where a view leaves through REST: `model` and `config` are JSON text. */
export function toViewDto<T extends { model: unknown; config: unknown }>(
  view: T,
): Omit<T, 'model' | 'config'> & { model: string; config: string } {
  return { ...view, model: jsonText(view.model), config: jsonText(view.config) };
}

interface DetailIn {
  model: unknown;
  config: unknown;
  variables: { permission: string; defaultValue: string[] | null }[];
  relVariableSubjects: { value: string[] | null }[];
  relSubjectColumns: {
    id: string;
    orgId: string;
    viewId: string;
    subjectType: string;
    subjectId: string;
    subjectName: string | null;
    columnPermission: string;
  }[];
}
export function toViewDetailDto<T extends DetailIn>(detail: T) {
  return {
    ...toViewDto(detail),
    variables: detail.variables.map(toVariableDto),
    relVariableSubjects: detail.relVariableSubjects.map(toRelDto),
    relSubjectColumns: detail.relSubjectColumns.map(
      ({ id, orgId, viewId, subjectType, subjectId, subjectName, columnPermission }) => ({
        id,
        orgId,
        viewId,
        subjectType,
        subjectId,
        subjectName,
        columnPermission,
      }),
    ),
  };
}
