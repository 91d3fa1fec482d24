import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { assertUrls, urlFields } from './widget-urls';

const HOSTS = ['example.com'];
/** The error code a config is refused with, or null when it is accepted. */
const verdict = (config: Record<string, unknown>, type = String(config.originalType ?? '')) => {
  try {
    assertUrls(config, type, HOSTS);
    return null;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
};

/** An iframe as Datart's editor saves it: the address in customConfig's iframeGroup row. */
const iframe = (src: string, originalType = 'iframe') => ({
  originalType,
  customConfig: { props: [{ key: 'iframeGroup', rows: [{ key: 'src', value: src }] }] },
});
/** An image widget as Datart saves it: the picture is the background row's `image`. */
const image = (url: string) => ({
  originalType: 'image',
  customConfig: { props: [{ key: 'backgroundGroup', rows: [{ key: 'background', value: { image: url } }] }] },
});
const jump = (url: string) => ({
  originalType: 'linkedChart',
  jumpConfig: { open: true, targetType: 'URL', URL: url },
});
const interaction = (url: string) => ({
  originalType: 'ownedChart',
  content: {
    dataChart: {
      config: {
        chartConfig: {
          interactions: [
            {
              key: 'drillThrough',
              value: { rules: [{ category: 'jumpToUrl', jumpToUrl: { url } }] },
            },
          ],
        },
      },
    },
  },
});
/** Nests `leaf` `depth` levels deep inside customConfig.props. */
const deep = (leaf: unknown, depth: number) => {
  let node: unknown = leaf;
  for (let i = 0; i < depth; i++) node = { key: `group${i}`, rows: [node] };
  return { originalType: 'iframe', customConfig: { props: [node] } };
};

describe('widget URL fields by schema', () => {
  it('accepts http(s) addresses where each type wants them, and the server’s own picture files', () => {
    expect(verdict(iframe('https://example.com/report'))).toBeNull();
    expect(verdict(image('https://cdn.other.org/logo.png'))).toBeNull();
    expect(verdict(image('resources/image/dashboard/abc/0f3a9c.png'))).toBeNull();
    expect(verdict(image('/resources/image/dashboard/abc/0f3a9c.png'))).toBeNull();
    expect(
      verdict(image('resources/image/dashboard/abc/5f0c1d2e-0000-4000-8000-000000000000@logo 2.png')),
    ).toBe('WIDGET_URL_NOT_ALLOWED');
    expect(
      verdict(image('resources/image/dashboard/abc/5f0c1d2e-0000-4000-8000-000000000000@logo.png')),
    ).toBeNull();
    expect(verdict(jump('https://wiki.other.org/page?id=1'))).toBeNull();
    expect(verdict(interaction('http://intranet.other.org/x'))).toBeNull();
  });

  it('finds a URL whatever its depth (the old check stopped at 8) and whatever the casing of the type', () => {
    const leaf = { key: 'src', value: 'javascript:alert(1)' };
    for (const depth of [1, 8, 12, 200])
      expect(urlFields(deep(leaf, depth), 'iframe').map((f) => f.url)).toEqual(['javascript:alert(1)']);
    expect(verdict(deep(leaf, 12))).toBe('EMBED_NOT_ALLOWED');
    expect(verdict(deep(leaf, 5000))).toBe('EMBED_NOT_ALLOWED');
    for (const type of ['IFRAME', 'IFrame', 'iframe'])
      expect(verdict(iframe('https://evil.test/', type)), type).toBe('EMBED_NOT_ALLOWED');
    for (const type of ['IFRAME', 'Video'])
      expect(verdict(iframe('javascript:alert(1)', type)), type).toBe('EMBED_NOT_ALLOWED');
  });

  const attacks = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u200bjavascript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.test/x.png',
    '\\\\evil.test\\x.png',
    'https:\\\\evil.test',
    '/api/v1/users',
    'resources/../../etc/passwd',
    'resources/%2E%2E/%2e%2e/etc/passwd',
    'resources/image/x.png"onerror="alert(1)',
    'ftp://example.com/x',
  ];
  it.each(attacks)('refuses %j as a picture, a jump and an interaction link', (url) => {
    expect(verdict(image(url))).toBe('WIDGET_URL_NOT_ALLOWED');
    expect(verdict(jump(url))).toBe('WIDGET_URL_NOT_ALLOWED');
    expect(verdict(interaction(url))).toBe('WIDGET_URL_NOT_ALLOWED');
  });
  it.each(attacks)('refuses %j as an iframe page', (url) => {
    expect(verdict(iframe(url))).toBe('EMBED_NOT_ALLOWED');
  });

  it('refuses a picture or a link anywhere in any widget, and in a board config (background image)', () => {
    expect(verdict({ originalType: 'richText', content: { src: 'javascript:alert(1)' } })).toBe(
      'WIDGET_URL_NOT_ALLOWED',
    );
    expect(
      verdict({ originalType: 'image', content: { imageConfig: { src: 'data:image/svg+xml,<svg>' } } }),
    ).toBe('WIDGET_URL_NOT_ALLOWED');
    const board = {
      jsonConfig: {
        props: [
          { key: 'background', rows: [{ key: 'background', value: { image: 'javascript:alert(1)' } }] },
        ],
      },
    };
    expect(verdict(board, 'board')).toBe('WIDGET_URL_NOT_ALLOWED');
  });

  it('reads label translations and the rich-text document as text, not addresses', () => {
    expect(
      verdict({
        originalType: 'richText',
        content: { richText: { content: { ops: [{ insert: 'see', attributes: { link: 'notes' } }] } } },
        customConfig: { i18ns: [{ lang: 'en-US', translation: { image: 'Image', link: 'Link' } }] },
      }),
    ).toBeNull();
  });

  it('names the field and shows hidden characters in the message', () => {
    try {
      assertUrls(jump('\u0000javascript:alert(1)'), 'linkedChart', HOSTS);
      expect.unreachable();
    } catch (e) {
      expect(isAppError(e) && e.params).toEqual({ field: 'jumpConfig.URL', url: '?javascript:alert(1)' });
    }
  });
});
