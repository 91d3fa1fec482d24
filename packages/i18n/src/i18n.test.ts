import { describe, expect, it } from 'vitest';
import { findMissingKeys } from './check-keys';
import { languageFromHeader, t } from './index';

describe('catalogue', () => {
  it('has every key in both English and Chinese', () => {
    expect(findMissingKeys()).toEqual([]);
  });

  it('renders server messages in the requested language with parameters', () => {
    expect(t('en', 'errors:NAME_EXISTS')).toBe('Name already exists!');
    expect(t('zh', 'errors:NAME_EXISTS')).toBe('名称已存在！');
    expect(t('en', 'validation:required', { label: 'Username' })).toBe('Username is required');
    expect(t('zh', 'errors:RATE_LIMITED', { seconds: 30 })).toContain('30');
  });

  it("words the spec's style rule of a reference area (start < end) in both languages", () => {
    expect(t('en', 'validation:referenceAreaOrder')).toBe('The area must start below where it ends');
    expect(t('zh', 'validation:referenceAreaOrder')).toBe('区域的起点必须小于终点');
  });

  it('maps Accept-Language headers, defaulting to English', () => {
    expect(languageFromHeader('zh-CN')).toBe('zh');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-FR,zh;q=0.8')).toBe('zh');
    expect(languageFromHeader('de')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
