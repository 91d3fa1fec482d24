export * as embedSchemas from './embed.schemas';
export * as embedSecrets from './embed-secret.service';
export * as embedVisit from './embed-visit.service';
export { EMBED_MAX_LIFETIME_SECONDS } from './embed-session';
