import type { UserProfile } from './auth-store';

/** Avatars are relative paths ("resources/user/avatar/…") served from the site root. */
export function avatarUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/${path}`;
}

export function displayName(user: Pick<UserProfile, 'name' | 'username'>): string {
  return user.name?.trim() || user.username;
}
