import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { assertEmbeddable, embeddedUrls, ownViewIds } from './widget-rules';

const refused = (url: string, hosts: string[]) => {
  try {
    assertEmbeddable(url, hosts);
    return false;
  } catch (e) {
    return isAppError(e) && e.code === 'EMBED_NOT_ALLOWED';
  }
};

describe('widget rules', () => {
  it('reads the views of an owned chart and of a controller, not of a linked chart', () => {
    expect(ownViewIds({ originalType: 'ownedChart', content: { dataChart: { viewId: 'v1' } } })).toEqual([
      'v1',
    ]);
    expect(ownViewIds({ originalType: 'linkedChart', content: { dataChart: { viewId: 'v1' } } })).toEqual([]);
    expect(
      ownViewIds({ type: 'controller', content: { relatedViews: [{ viewId: 'a' }, { viewId: 'b' }, {}] } }),
    ).toEqual(['a', 'b']);
  });

  it('finds iframe URLs in content and in the props tree', () => {
    const config = {
      originalType: 'iframe',
      content: { src: 'https://a.example.com/x' },
      customConfig: {
        props: [{ key: 'iframeGroup', rows: [{ key: 'src', value: 'https://b.example.com' }] }],
      },
    };
    expect(embeddedUrls(config)).toEqual(['https://a.example.com/x', 'https://b.example.com']);
    expect(embeddedUrls({ originalType: 'image', content: { src: 'javascript:alert(1)' } })).toEqual([]);
  });

  it('allows only http(s) URLs on listed hosts', () => {
    const hosts = ['example.com', '*.intra.net'];
    expect(refused('https://example.com/page', hosts)).toBe(false);
    expect(refused('http://bi.intra.net/x', hosts)).toBe(false);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '/relative',
      'https://evil.com',
      'https://example.com.evil.com',
      'https://intra.net.evil.com',
      'ftp://example.com',
      'https://EVIL.com@evil.com',
    ])
      expect(refused(bad, hosts), bad).toBe(true);
    expect(refused('https://example.com', [])).toBe(true);
  });
});
