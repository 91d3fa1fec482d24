import {
  columnRules,
  orgsSchemas,
  parse,
  variablesSchemas as s,
  variablesService as svc,
  variableValuesService as values,
  viewFunctions,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import {
  relVariableSubjectDtoSchema,
  relsUpdateIn,
  toRelDto,
  toVariableDto,
  variableCreateIn,
  variableDtoSchema,
  variableUpdateIn,
} from './mappers/variable.mapper';
import { relSubjectColumnsDtoSchema } from './mappers/view.mapper';

const T = 'Variables';
const variable = variableDtoSchema;
const rel = relVariableSubjectDtoSchema;

export const variablesRoutes = [
  route({
    method: 'get',
    path: '/variables/org',
    tag: T,
    summary: 'Public variables (variables module)',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(variable),
    handler: async ({ ctx, query }) => (await svc.listOrgVariables(ctx, query)).map(toVariableDto),
  }),
  route({
    method: 'get',
    path: '/variables/view',
    tag: T,
    summary: "A view's variables (values per subject for its managers)",
    access: 'user',
    scope: 'org',
    query: s.viewVariablesInputSchema,
    response: z.array(variable.extend({ relVariableSubjects: z.array(rel).nullable() })),
    handler: async ({ ctx, query }) =>
      (await svc.listViewVariables(ctx, query)).map((v) => ({
        ...toVariableDto(v),
        relVariableSubjects: v.relVariableSubjects?.map(toRelDto) ?? null,
      })),
  }),
  route({
    method: 'post',
    path: '/variables',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a variable (raw-SQL ones need the variables module)',
    access: 'user',
    scope: 'org',
    body: variableCreateIn,
    response: variable,
    handler: async ({ ctx, body }) =>
      toVariableDto(await svc.createVariable(ctx, parse(s.createVariableInputSchema, body))),
  }),
  route({
    method: 'put',
    path: '/variables',
    writes: ['metadata'],
    tag: T,
    summary: 'Update variables (body: a list)',
    access: 'user',
    scope: 'org',
    body: z.array(variableUpdateIn).min(1).max(200),
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.updateVariables(ctx, parse(s.updateVariablesInputSchema, body)),
  }),
  route({
    method: 'delete',
    path: '/variables',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete variables (?variables=id1,id2)',
    access: 'user',
    scope: 'org',
    query: z.object({ variables: z.string() }),
    response: z.boolean(),
    handler: ({ ctx, query }) =>
      svc.deleteVariables(
        ctx,
        parse(s.deleteVariablesInputSchema, { ids: query.variables.split(',').filter(Boolean) }),
      ),
  }),
  route({
    method: 'put',
    path: '/variables/rel',
    writes: ['metadata'],
    tag: T,
    summary: 'Create, update and delete values for roles and members',
    access: 'user',
    scope: 'org',
    body: relsUpdateIn,
    response: z.boolean(),
    handler: ({ ctx, body }) => values.updateRels(ctx, parse(s.relUpdateInputSchema, body)),
  }),
  route({
    method: 'get',
    path: '/variables/value',
    tag: T,
    summary: 'Values of one variable',
    access: 'user',
    scope: 'org',
    query: s.variableIdSchema,
    response: z.array(rel),
    handler: async ({ ctx, query }) => (await values.variableValuesOf(ctx, query)).map(toRelDto),
  }),
  route({
    method: 'get',
    path: '/variables/subject/value',
    tag: T,
    summary: 'Values given to a role or member',
    access: 'user',
    scope: 'org',
    query: s.subjectValuesInputSchema,
    response: z.array(rel),
    handler: async ({ ctx, query }) => (await values.subjectValues(ctx, query)).map(toRelDto),
  }),
  route({
    method: 'post',
    path: '/variables/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free, 409 otherwise',
    access: 'user',
    scope: 'org',
    body: s.checkVariableNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.checkVariableName(ctx, body),
  }),
  route({
    method: 'post',
    path: '/roles/view_permission/grant',
    writes: ['metadata'],
    tag: 'Roles & permissions',
    summary: 'Column permissions of views (columnPermission: JSON array of visible columns)',
    access: 'user',
    scope: 'org',
    body: columnRules.viewPermissionGrantSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => columnRules.grantColumnRules(ctx, body),
  }),
  route({
    method: 'get',
    path: '/roles/view_permission/view/:viewId',
    tag: 'Roles & permissions',
    summary: 'Column permissions of a view',
    access: 'user',
    scope: 'org',
    response: z.array(relSubjectColumnsDtoSchema),
    handler: async ({ ctx, params }) =>
      (
        await columnRules.listColumnRules(
          ctx,
          parse(columnRules.columnRulesViewSchema, { viewId: params.viewId }),
        )
      ).map(({ columns: _columns, ...r }) => r),
  }),
  route({
    method: 'post',
    path: '/data-provider/function/support/:sourceId',
    writes: [],
    tag: 'Data provider',
    summary: 'Functions usable in computed fields on this source',
    access: 'user',
    scope: 'org',
    response: z.array(z.string()),
    handler: ({ ctx, params }) =>
      viewFunctions.functionSupport(
        ctx,
        parse(viewFunctions.functionSupportInputSchema, { sourceId: params.sourceId }),
      ),
  }),
  route({
    method: 'post',
    path: '/data-provider/function/validate',
    writes: [],
    tag: 'Data provider',
    summary: 'Parse a computed-field expression',
    access: 'user',
    query: z.object({ snippet: z.string(), sourceId: z.string().optional() }),
    response: z.boolean(),
    handler: async ({ ctx, query }) =>
      viewFunctions.validateFunction(ctx, parse(viewFunctions.validateFunctionInputSchema, query)),
  }),
];
