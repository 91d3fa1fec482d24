import { StorageKeys } from './storage-keys';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export function storedTheme(storage: Storage = localStorage): Theme {
  const value = storage.getItem(StorageKeys.theme);
  return themes.includes(value as Theme) ? (value as Theme) : 'light';
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return darkQuery().matches ? 'dark' : 'light';
  return theme;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolveTheme(theme) === 'dark');
}

/** Applies a theme and, for "system", follows the OS setting live. Returns a cleanup. */
export function followTheme(theme: Theme): () => void {
  applyTheme(theme);
  if (theme !== 'system') return () => {};
  const query = darkQuery();
  const onChange = () => applyTheme('system');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Theme | null = null;

/** The chosen theme as an external store, so the account menu and the root effect share it. */
export const themeStore = {
  get(): Theme {
    current ??= storedTheme();
    return current;
  },
  set(theme: Theme): void {
    current = theme;
    localStorage.setItem(StorageKeys.theme, theme);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
