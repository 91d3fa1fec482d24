import { AppError } from '../errors';
import { assertEmbeddable } from './widget-rules';

/**
 * The URL fields of a widget (or board) config, by schema rather than by position: whatever their depth in
 * `content` or `customConfig` and whatever the casing of `originalType`, a field is a URL field by its name.
 *
 * - `embed`: what an iframe or video widget loads (`src` / `url` / `srcUrl`, as a property or as a
 *   customConfig row `{key, value}`): http(s) on a host the operator allowed.
 * - `image`: pictures (`image`, `imageUrl`, `backgroundImage`; an image widget's `src`): http(s) or a file
 *   of this server's own store (`resources/...`).
 * - `link`: where a click leads (`jumpConfig.URL`, an interaction's `jumpToUrl.url`, `href`, `link`, and
 *   any other `url` / `src`): http(s) only.
 *
 * Everything else (`javascript:`, `data:` including SVG, `file:`, `//host` without a scheme, relative
 * paths, entity-encoded or control-character tricks) is refused before anything is saved.
 */
export type UrlKind = 'embed' | 'image' | 'link';
export interface UrlField {
  url: string;
  kind: UrlKind;
  path: string;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

const SRC_KEYS = new Set(['src', 'url', 'srcurl']);
const IMAGE_KEYS = new Set(['image', 'imageurl', 'backgroundimage']);
const LINK_KEYS = new Set(['href', 'link']);
/** Subtrees whose URLs are places a click goes to. */
const LINK_SCOPES = new Set(['jumpconfig', 'jumptourl', 'interaction', 'interactions', 'drillthrough']);
/**
 * Text, not addresses: the rich-text document (shown as text, never as HTML) and the label translations
 * Datart keeps in its configs (`i18ns[].translation.image = 'Image'`).
 */
const TEXT_SCOPES = new Set(['richtext', 'i18ns', 'translation']);

function kindOf(key: string, widgetType: string, scopes: readonly string[]): UrlKind | undefined {
  const k = key.toLowerCase();
  const inLink = scopes.some((s) => LINK_SCOPES.has(s));
  if (IMAGE_KEYS.has(k) || (scopes.includes('imageconfig') && SRC_KEYS.has(k))) return 'image';
  if (LINK_KEYS.has(k)) return 'link';
  if (!SRC_KEYS.has(k)) return undefined;
  if (inLink) return 'link';
  if (widgetType === 'image') return 'image';
  if (widgetType === 'iframe' || widgetType === 'video') return 'embed';
  return 'link';
}

/** Every URL field in `config`, walked without a depth limit (iteratively: no stack to exhaust). */
export function urlFields(config: Json, widgetType: string): UrlField[] {
  const type = widgetType.toLowerCase();
  const out: UrlField[] = [];
  const stack: { node: unknown; path: string; scopes: string[] }[] = [{ node: config, path: '', scopes: [] }];
  while (stack.length) {
    const { node, path, scopes } = stack.pop()!;
    if (Array.isArray(node)) {
      node.forEach((n, i) => stack.push({ node: n, path: `${path}[${i}]`, scopes }));
      continue;
    }
    if (!isObj(node)) continue;
    // A customConfig row: {key: 'src', value: 'https://…'}
    if (typeof node.key === 'string' && typeof node.value === 'string' && node.value !== '') {
      const kind = kindOf(node.key, type, scopes);
      if (kind) out.push({ url: node.value, kind, path: `${path}.${node.key}` });
    }
    for (const [k, v] of Object.entries(node)) {
      const lower = k.toLowerCase();
      if (TEXT_SCOPES.has(lower)) continue;
      const at = path ? `${path}.${k}` : k;
      if (typeof v === 'string') {
        if (v === '' || k === 'key' || k === 'value') continue;
        const kind = kindOf(k, type, scopes);
        if (kind) out.push({ url: v, kind, path: at });
      } else if (v && typeof v === 'object') {
        stack.push({ node: v, path: at, scopes: [...scopes, lower] });
      }
    }
  }
  return out;
}

// C0 controls, DEL, and the invisible characters a browser would drop or render as nothing.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;
/**
 * A file of this server's own store, as uploads answer it (`resources/image/…`), with or without a leading
 * `/`: a path with no scheme, query, quote, angle bracket, backslash or space, and no `..` step (plain or
 * percent-encoded). Datart's own uploads are named `<uuid>@<name>`, so names are otherwise free.
 */
const OWN_FILE = /^\/?resources\/[^"'<>\\:?#\s]+$/u;
const ownFile = (url: string) =>
  OWN_FILE.test(url) && !url.split('/').some((step) => step === '..' || /%2e%2e/i.test(step));

/** An embedded page keeps its own message (hosts the administrator allowed); other fields name the field. */
const refuse = (f: UrlField) => {
  const url = f.url.replace(new RegExp(HIDDEN.source, 'g'), '?').slice(0, 200);
  return f.kind === 'embed'
    ? new AppError('EMBED_NOT_ALLOWED', { url })
    : new AppError('WIDGET_URL_NOT_ALLOWED', { url, field: f.path.slice(0, 200) });
};

/** Refuses a URL field that is not what its kind allows (see the file's comment). */
export function assertUrlField(f: UrlField, allowedHosts: readonly string[]): void {
  if (HIDDEN.test(f.url)) throw refuse(f);
  if (f.kind === 'image' && ownFile(f.url)) return;
  let parsed: URL;
  try {
    parsed = new URL(f.url);
  } catch {
    throw refuse(f);
  }
  // The text itself must name the scheme: what the browser reads is what was checked.
  if (!/^https?:\/\//i.test(f.url.trim()) || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw refuse(f);
  if (f.kind === 'embed') assertEmbeddable(parsed.href, allowedHosts);
}

/** Checks every URL field of a widget config (or, with type `board`, of a board config). */
export function assertUrls(config: Json, widgetType: string, allowedHosts: readonly string[]): void {
  for (const f of urlFields(config, widgetType)) assertUrlField(f, allowedHosts);
}
