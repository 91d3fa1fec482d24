export * from './index';
export { hashPassword, verifyPassword, dummyPasswordHash } from './password';
export { generateCodeVerifier, generateState } from 'arctic';
export {
  createOAuthProviders,
  type OAuthProvider,
  type OAuthProviderConfig,
  type OAuthProfile,
} from './oauth';
