/** Node-only composition shared by the server and the external worker (`@tessera/core/compose`). */
export { createServices, metadataTargets, oauthConfigs, type CreateServicesOptions } from './create-services';
export { resolveSecret, SecretError } from './secret';
export { derivedPaths, optionalString, parseEnv, servicesEnvSchema, type ServicesEnv } from './services-env';
export { version } from './version';
