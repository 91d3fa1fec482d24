import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-url';

describe('share links', () => {
  it('point at the share page of the viz type, with the mode for CODE and LOGIN', () => {
    const id = 'a'.repeat(32);
    expect(shareUrl('https://bi.example.com', 'DATACHART', id, 'NONE')).toBe(
      `https://bi.example.com/shareChart/${id}`,
    );
    expect(shareUrl('https://bi.example.com', 'DASHBOARD', id, 'CODE')).toBe(
      `https://bi.example.com/shareDashboard/${id}?type=CODE`,
    );
    expect(shareUrl('https://bi.example.com/', 'STORYBOARD', id, 'LOGIN')).toBe(
      `https://bi.example.com/shareStoryPlayer/${id}?type=LOGIN`,
    );
  });
});
