import { orgsSchemas, schedulesSchemas as s, schedulesService as svc } from '@tessera/core';
import { orgProcedure, router } from '../init';

/** Schedules (twin of /api/v1/schedules), plus the form's next fire times. */
export const scheduleRouter = router({
  list: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listSchedules(ctx.ctx, input)),
  archived: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listSchedules(ctx.ctx, input, 'archived')),
  byId: orgProcedure.input(s.scheduleIdSchema).query(({ ctx, input }) => svc.getSchedule(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createScheduleInputSchema)
    .mutation(({ ctx, input }) => svc.createSchedule(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateScheduleInputSchema)
    .mutation(({ ctx, input }) => svc.updateSchedule(ctx.ctx, input)),
  updateBase: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateScheduleBaseInputSchema)
    .mutation(({ ctx, input }) => svc.updateScheduleBase(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteScheduleInputSchema)
    .mutation(({ ctx, input }) => svc.deleteSchedule(ctx.ctx, input)),
  unarchive: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.unarchiveScheduleInputSchema)
    .mutation(({ ctx, input }) => svc.unarchiveSchedule(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkScheduleNameInputSchema)
    .mutation(({ ctx, input }) => svc.checkScheduleName(ctx.ctx, input)),
  start: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.scheduleIdSchema)
    .mutation(({ ctx, input }) => svc.startSchedule(ctx.ctx, input)),
  stop: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.scheduleIdSchema)
    .mutation(({ ctx, input }) => svc.stopSchedule(ctx.ctx, input)),
  execute: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.scheduleIdSchema)
    .mutation(({ ctx, input }) => svc.executeSchedule(ctx.ctx, input)),
  logs: orgProcedure
    .input(s.scheduleLogsInputSchema)
    .query(({ ctx, input }) => svc.scheduleLogsOf(ctx.ctx, input)),
  capabilities: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.scheduleCapabilities(ctx.ctx, input)),
  nextFires: orgProcedure
    .input(s.nextFiresInputSchema)
    .query(({ ctx, input }) => svc.previewFires(ctx.ctx, input)),
  /** The columns of a chart's result an alert can watch (numeric ones marked). */
  alertColumns: orgProcedure
    .input(s.alertColumnsInputSchema)
    .query(({ ctx, input }) => svc.alertColumns(ctx.ctx, input)),
});
