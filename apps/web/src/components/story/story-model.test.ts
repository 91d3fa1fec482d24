import { describe, expect, it } from 'vitest';
import { pageConfig, readAutoPlay, readPage } from './story-model';

describe('story pages', () => {
  it('read Datart page configs (effects with -in / -out) and write them back the same way', () => {
    const stored = {
      id: 'p',
      relType: 'DASHBOARD',
      relId: 'd',
      config: {
        name: 'Intro',
        index: 2,
        transitionEffect: { in: 'zoom-in', out: 'fade-out', speed: 'slow' },
      },
    };
    const page = readPage(stored, 'fallback');
    expect(page).toMatchObject({
      name: 'Intro',
      index: 2,
      effectIn: 'zoom',
      effectOut: 'fade',
      speed: 'slow',
    });
    expect(pageConfig(page)).toMatchObject({
      name: 'Intro',
      index: 2,
      transitionEffect: stored.config.transitionEffect,
    });
  });

  it('fall back to sensible defaults', () => {
    expect(readPage({ id: 'p', relType: 'DATACHART', relId: 'c', config: null }, 'Chart')).toMatchObject({
      name: 'Chart',
      effectIn: 'none',
      speed: 'default',
    });
    expect(readAutoPlay({ autoPlay: { auto: true, delay: 8 } })).toEqual({ auto: true, delay: 8 });
    expect(readAutoPlay(null)).toEqual({ auto: false, delay: 5 });
  });
});
