/** The share page of a viz type (Datart's paths). */
export type ShareVizType = 'DATACHART' | 'DASHBOARD' | 'STORYBOARD';
const pages: Record<ShareVizType, string> = {
  DATACHART: 'shareChart',
  DASHBOARD: 'shareDashboard',
  STORYBOARD: 'shareStoryPlayer',
};

/** The link a visitor opens: the page, the share id, and `?type=` so a CODE page asks for the code at once. */
export function shareUrl(origin: string, vizType: ShareVizType, id: string, mode: string): string {
  const url = new URL(`/${pages[vizType]}/${id}`, origin);
  if (mode !== 'NONE') url.searchParams.set('type', mode);
  return url.toString();
}
