import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { assertEmbeddable, ownViewIds } from './widget-rules';

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
