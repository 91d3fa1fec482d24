import { useEffect, useSyncExternalStore } from 'react';
import { followTheme, themeStore, type Theme } from '../lib/theme';

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
  return [theme, themeStore.set];
}

/** Mounted once at the root: applies the theme, following the OS live for "system". */
export function useApplyTheme(): void {
  const [theme] = useTheme();
  useEffect(() => followTheme(theme), [theme]);
}
