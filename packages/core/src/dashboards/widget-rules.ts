import { AppError } from '../errors';

// What the server reads out of a widget's config on save: the views it queries, its name, and whether a
// page it embeds is on an allowed host (its URL fields are found in widget-urls.ts). Datart's client also
// sends `viewIds`; they are ignored, the config is the truth.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export const widgetName = (config: Json): string | undefined => str(config.name)?.trim();
/**
 * A name sent blank (empty, spaces, null): a widget's name is non-empty (spec §5). A config that carries
 * no name at all is left alone (older saved configs); Datart's client and the web always send one.
 */
export function assertWidgetNamed(config: Json): void {
  const name = config.name;
  if (name === null || (typeof name === 'string' && !name.trim()))
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'name', message: 'required' }] });
}
export const widgetOriginalType = (config: Json): string | undefined => str(config.originalType);

/** Views named inside the widget itself: an owned chart's view, a controller's related views. */
export function ownViewIds(config: Json): string[] {
  const content = obj(config.content);
  const ids = new Set<string>();
  const owned = obj(content?.dataChart) ?? obj(content?.widgetChart);
  const ownedView = str(owned?.viewId);
  if (widgetOriginalType(config) === 'ownedChart' && ownedView) ids.add(ownedView);
  const related = content?.relatedViews;
  if (Array.isArray(related))
    for (const r of related) if (str(obj(r)?.viewId)) ids.add(obj(r)!.viewId as string);
  return [...ids];
}

/** The embedded chart config of an owned chart (what its query is built from). */
export const ownedChartConfig = (config: Json): Json | undefined => {
  const content = obj(config.content);
  return obj(content?.dataChart) ?? obj(content?.widgetChart);
};

/**
 * An embedded page must be http(s) on a host the operator allowed (`IFRAME_ALLOWED_HOSTS`; `*.example.com`
 * allows subdomains). Anything else — javascript:, data:, file:, a relative path, an unlisted host — is refused.
 */
export function assertEmbeddable(url: string, allowedHosts: readonly string[]): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('EMBED_NOT_ALLOWED', { url: url.slice(0, 200) });
  }
  const host = parsed.hostname.toLowerCase();
  const allowed = allowedHosts.some((h) => {
    const rule = h.toLowerCase();
    return rule.startsWith('*.') ? host.endsWith(rule.slice(1)) : host === rule;
  });
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !allowed)
    throw new AppError('EMBED_NOT_ALLOWED', { url: url.slice(0, 200) });
}
