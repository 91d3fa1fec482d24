/** Datart's local-storage keys (spec §7), kept verbatim so the stored state reads the same. */
export const StorageKeys = {
  token: 'AUTHORIZATION_TOKEN',
  loggedInUser: 'LOGGED_IN_USER',
  shareClientId: 'SHARE_CLIENT_ID',
  authRedirectUrl: 'AUTH_REDIRECT_URL',
  locale: 'LOCALE',
  theme: 'THEME',
  /** Tessera's own: the organisation last shown, until the server keeps it (issue of organisations). */
  currentOrg: 'LAST_VISITED_ORGANIZATION',
  sidebarCollapsed: 'SIDEBAR_COLLAPSED',
  /** Tessera's own, in session storage: a notice waiting for the next page (`lib/notices.ts`). */
  notice: 'TESSERA_NOTICE',
  /**
   * Tessera's own: `svg` draws ECharts charts as SVG, their texts in the page (accessibility audits, the
   * e2e axe journeys, a screen magnifier); anything else the default canvas.
   */
  chartRenderer: 'TESSERA_CHART_RENDERER',
} as const;

/** The auth cookie shares its name with the storage key, as in Datart. */
export const TOKEN_COOKIE = StorageKeys.token;

export function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
