/**
 * The input schemas of the services, free of server-only imports, so the web app validates its forms
 * with the very rules the doors apply (`@tessera/core/schemas`).
 */
export * as accountsSchemas from './auth/accounts.schemas';
export * as orgsSchemas from './orgs/orgs.schemas';
export * as rolesSchemas from './roles/roles.schemas';
export * as sourcesSchemas from './sources/sources.schemas';
export * as variablesSchemas from './variables/variables.schemas';
export * as settingsSchemas from './settings/settings.schemas';
export * as geoMapsSchemas from './geo/geo-maps.schemas';
export * as pluginsSchemas from './plugins/plugins.schemas';
export * as viewNameSchemas from './views/view-name.schemas';
export { required, optionalText, email, password, username, isValidEmail } from './validation';
