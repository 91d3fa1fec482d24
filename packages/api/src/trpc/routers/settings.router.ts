import { orgsSchemas, settings, settingsSchemas as s } from '@tessera/core';
import { orgProcedure, protectedProcedure, router } from '../init';

export const settingsRouter = router({
  user: protectedProcedure.query(({ ctx }) => settings.listUserSettings(ctx.ctx)),
  saveUser: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(s.userSettingInputSchema)
    .mutation(({ ctx, input }) => settings.saveUserSetting(ctx.ctx, input)),
  deleteUser: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(s.settingIdInputSchema)
    .mutation(({ ctx, input }) => settings.deleteUserSetting(ctx.ctx, input)),
  org: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => settings.listOrgSettings(ctx.ctx, input)),
  saveOrg: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.orgSettingInputSchema)
    .mutation(({ ctx, input }) => settings.saveOrgSetting(ctx.ctx, input)),
  deleteOrg: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.settingIdInputSchema)
    .mutation(({ ctx, input }) => settings.deleteOrgSetting(ctx.ctx, input)),
});
