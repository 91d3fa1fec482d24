export { generateToken, hashToken, generateNumericCode, timingSafeEqualString } from './tokens';
export { createSecretBox, type SecretBox } from './secret-box';
