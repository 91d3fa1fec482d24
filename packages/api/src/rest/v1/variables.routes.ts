import { columnRules, orgsSchemas, variablesSchemas as s, variablesService as svc, viewFunctions } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const T = 'Variables';
const variable = z.object({ id: z.string(), name: z.string(), type: z.string(), valueType: z.string() }).passthrough();
const rel = z.object({ id: z.string(), variableId: z.string(), subjectType: z.string(), subjectId: z.string() }).passthrough();

export const variablesRoutes = [
  route({ method: 'get', path: '/variables/org', tag: T, summary: 'Public variables (variables module)', access: 'user', scope: 'org', query: orgsSchemas.orgIdSchema, response: z.array(variable), handler: ({ ctx, query }) => svc.listOrgVariables(ctx, query) }),
  route({ method: 'get', path: '/variables/view', tag: T, summary: "A view's variables (values per subject for its managers)", access: 'user', scope: 'org', query: s.viewVariablesInputSchema, response: z.array(variable), handler: ({ ctx, query }) => svc.listViewVariables(ctx, query) }),
  route({ method: 'post', path: '/variables', tag: T, summary: 'Create a variable (raw-SQL ones need the variables module)', access: 'user', scope: 'org', body: s.createVariableInputSchema, response: variable, handler: ({ ctx, body }) => svc.createVariable(ctx, body) }),
  route({ method: 'put', path: '/variables', tag: T, summary: 'Update variables (body: a list)', access: 'user', scope: 'org', body: s.updateVariablesInputSchema, response: z.boolean(), handler: ({ ctx, body }) => svc.updateVariables(ctx, body) }),
  route({
    method: 'delete', path: '/variables', tag: T, summary: 'Delete variables (?variables=id1,id2)', access: 'user', scope: 'org',
    query: z.object({ variables: z.string() }), response: z.boolean(), handler: ({ ctx, query }) => svc.deleteVariables(ctx, { ids: query.variables.split(',').filter(Boolean) }),
  }),
  route({ method: 'put', path: '/variables/rel', tag: T, summary: 'Create, update and delete values for roles and members', access: 'user', scope: 'org', body: s.relUpdateInputSchema, response: z.boolean(), handler: ({ ctx, body }) => svc.updateRels(ctx, body) }),
  route({ method: 'get', path: '/variables/value', tag: T, summary: 'Values of one variable', access: 'user', scope: 'org', query: s.variableIdSchema, response: z.array(rel), handler: ({ ctx, query }) => svc.variableValuesOf(ctx, query) }),
  route({ method: 'get', path: '/variables/subject/value', tag: T, summary: 'Values given to a role or member', access: 'user', scope: 'org', query: s.subjectValuesInputSchema, response: z.array(rel), handler: ({ ctx, query }) => svc.subjectValues(ctx, query) }),
  route({ method: 'post', path: '/variables/check/name', tag: T, summary: 'true when the name is free, 409 otherwise', access: 'user', scope: 'org', body: s.checkVariableNameInputSchema, response: z.boolean(), handler: ({ ctx, body }) => svc.checkVariableName(ctx, body) }),
  route({
    method: 'post', path: '/roles/view_permission/grant', tag: 'Roles & permissions', summary: 'Column permissions of views (columnPermission: JSON array of visible columns)', access: 'user', scope: 'org',
    body: columnRules.viewPermissionGrantSchema, response: z.boolean(), handler: ({ ctx, body }) => columnRules.grantColumnRules(ctx, body),
  }),
  route({
    method: 'get', path: '/roles/view_permission/view/:viewId', tag: 'Roles & permissions', summary: 'Column permissions of a view', access: 'user', scope: 'org',
    response: z.array(z.unknown()), handler: ({ ctx, params }) => columnRules.listColumnRules(ctx, { viewId: params.viewId }),
  }),
  route({
    method: 'post', path: '/data-provider/function/support/:sourceId', tag: 'Data provider', summary: 'Functions usable in computed fields on this source', access: 'user', scope: 'org',
    response: z.array(z.string()), handler: ({ ctx, params }) => viewFunctions.functionSupport(ctx, { sourceId: params.sourceId }),
  }),
  route({
    method: 'post', path: '/data-provider/function/validate', tag: 'Data provider', summary: 'Parse a computed-field expression', access: 'user',
    query: z.object({ snippet: z.string(), sourceId: z.string().optional() }), response: z.boolean(), handler: async ({ ctx, query }) => viewFunctions.validateFunction(ctx, query),
  }),
];
