/** The first user, created by the setup journey; its password ends as `newPassword`. */
export const ADMIN = {
  username: 'admin',
  email: 'admin@tessera.test',
  name: 'Ada Admin',
  password: 'Initial-pass1',
  newPassword: 'Changed-pass2',
} as const;

let n = 0;
/** A username nobody used before in this run. */
export function uniqueName(prefix: string): string {
  n += 1;
  return `${prefix}${Date.now().toString(36)}${n}`;
}
