import {
  columnRules,
  orgsSchemas,
  variablesSchemas as s,
  variablesService as svc,
  variableValuesService as values,
  viewFunctions,
} from '@tessera/core';
import { orgProcedure, protectedProcedure, router } from '../init';

export const variableRouter = router({
  org: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listOrgVariables(ctx.ctx, input)),
  byView: orgProcedure
    .input(s.viewVariablesInputSchema)
    .query(({ ctx, input }) => svc.listViewVariables(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createVariableInputSchema)
    .mutation(({ ctx, input }) => svc.createVariable(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateVariablesInputSchema)
    .mutation(({ ctx, input }) => svc.updateVariables(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteVariablesInputSchema)
    .mutation(({ ctx, input }) => svc.deleteVariables(ctx.ctx, input)),
  values: orgProcedure
    .input(s.variableIdSchema)
    .query(({ ctx, input }) => values.variableValuesOf(ctx.ctx, input)),
  updateValues: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.relUpdateInputSchema)
    .mutation(({ ctx, input }) => values.updateRels(ctx.ctx, input)),
  subjectValues: orgProcedure
    .input(s.subjectValuesInputSchema)
    .query(({ ctx, input }) => values.subjectValues(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkVariableNameInputSchema)
    .mutation(({ ctx, input }) => svc.checkVariableName(ctx.ctx, input)),
});

export const columnRuleRouter = router({
  list: orgProcedure
    .input(columnRules.columnRulesViewSchema)
    .query(({ ctx, input }) => columnRules.listColumnRules(ctx.ctx, input)),
  set: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(columnRules.setColumnRulesSchema)
    .mutation(({ ctx, input }) => columnRules.setColumnRules(ctx.ctx, input)),
});

export const functionRouter = router({
  support: orgProcedure
    .input(viewFunctions.functionSupportInputSchema)
    .query(({ ctx, input }) => viewFunctions.functionSupport(ctx.ctx, input)),
  validate: protectedProcedure
    .meta({ writes: [] })
    .input(viewFunctions.validateFunctionInputSchema)
    .mutation(({ ctx, input }) => viewFunctions.validateFunction(ctx.ctx, input)),
});
