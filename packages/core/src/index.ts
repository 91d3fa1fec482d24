export * from './errors';
export * from './context';
export { parse, toFieldIssues, isValidEmail } from './validation';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer';
export { createLocalFileStore, type FileStore } from './files/file-store';
export { detectImageType } from './files/image-type';
export {
  createMemoryRateLimiter,
  createRateLimiter,
  loginPolicy,
  rateLimits,
  type LoginThrottle,
  type RateLimiter,
  type RateLimitRule,
} from './rate-limit';
export { audit, type AuditAction } from './audit/audit';
export * as accountsSchemas from './auth/accounts.schemas';
export { validateSessionToken, createSession, revokeSession, type ValidSession } from './auth/session';
export { SessionCache, sessionCache, markMetadataWritten } from './auth/session-cache';
export { setOrgVersions, metadataCache } from './cache/metadata-cache';
export { invalidates, noteWrites, wroteMetadata, type Write, type Writes } from './cache/writes';
export { isDatabaseUnavailable } from './db-errors';
export * as system from './system/system.service';
export * as accounts from './auth/accounts.service';
export * as passwordReset from './auth/password-reset.service';
export * as oauth from './auth/oauth.service';
export * as profile from './users/profile.service';
export {
  userProfileSchema,
  userBaseInfoSchema,
  type UserProfile,
  type UserBaseInfo,
} from './users/user-view';
export * as orgsSchemas from './orgs/orgs.schemas';
export * as rolesSchemas from './roles/roles.schemas';
export * as permissionsSchemas from './permissions/permissions.schemas';
export * as settingsSchemas from './settings/settings.schemas';
export * as orgs from './orgs/orgs.service';
export * as members from './orgs/members.service';
export * as invitations from './orgs/invite.service';
export * as pendingInvitations from './orgs/pending-invitations.service';
export * as teamUsers from './orgs/team-users.service';
export * as rolesService from './roles/roles.service';
export * as permissionsService from './permissions/permissions.service';
export * as settings from './settings/settings.service';
export {
  authorize,
  can,
  requireMember,
  requireModule,
  requireOwner,
  loadAccess,
  type Access,
} from './permissions/engine';
export { Level, has, modules, MODULE_ID, type Module } from './permissions/levels';
export { canSchema, flagsFor, flagsOf, treeFlags, contextFlags, type Can } from './permissions/can';
export {
  registerResourceType,
  resourceType,
  resourceTypes,
  type ResourceTypeDef,
} from './permissions/registry';
export { builtInResourceTypes, registerAll } from './resource-types';
export * as sourcesSchemas from './sources/sources.schemas';
export * as sourcesService from './sources/sources.service';
export * as sourceData from './sources/source-data.service';
export * as sourceExecute from './sources/execute-test.service';
export { SECRET_MASK } from './sources/secrets';
export * as viewsSchemas from './views/views.schemas';
export * as viewsService from './views/views.service';
export { getViewDetail } from './views/view-detail.service';
export * as viewExecute from './views/execute.service';
export * as variablesSchemas from './variables/variables.schemas';
export * as variablesService from './variables/variables.service';
export * as variableValuesService from './variables/variable-values.service';
export * as columnRules from './views/column-permissions.service';
export { validateModel, restrictModel } from './views/model';
export * as viewFunctions from './views/functions.service';
export { syncStaleSchemas } from './sources/schema-sync.service';
export * from './viz';
export * from './dashboards';
export * from './shares';
export * from './embed';
export * from './storyboards';
export * as vizLifecycle from './viz-lifecycle';
export * as versions from './versions';
export * from './downloads';
export { DEFAULT_IMAGE_WIDTH, isRenderId, sealRenderToken, type Renderer, type RenderJob } from './render';
export * from './jobs';
export * from './metrics';
export * from './schedules';
export * from './geo';
export * from './plugins';
export * from './transfer';
export * from './datart-import';
