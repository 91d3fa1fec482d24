import { describe, expect, it } from 'vitest';
import { orgHref, sectionOf } from './org-paths';

describe('orgHref', () => {
  it('moves an old workspace address under the organisation, keeping its search and hash', () => {
    expect(orgHref('/views/abc', 'o1')).toBe('/organizations/o1/views/abc');
    expect(orgHref('/vizs/charts/xyz/edit', 'o1')).toBe('/organizations/o1/vizs/charts/xyz/edit');
    expect(orgHref('/vizs/dashboards/d1?country=France#top', 'o1')).toBe(
      '/organizations/o1/vizs/dashboards/d1?country=France#top',
    );
    expect(orgHref('/members?q=ann', 'o1')).toBe('/organizations/o1/members?q=ann');
    expect(orgHref('/settings', 'o1')).toBe('/organizations/o1/settings');
  });

  it('leaves alone what is not a workspace section', () => {
    expect(orgHref('/login', 'o1')).toBeNull();
    expect(orgHref('/shareChart/abc', 'o1')).toBeNull();
    expect(orgHref('/viewsx/abc', 'o1')).toBeNull();
    expect(orgHref('/', 'o1')).toBeNull();
  });

  it('encodes the organisation id', () => {
    expect(orgHref('/views', 'a/b')).toBe('/organizations/a%2Fb/views');
  });
});

describe('sectionOf', () => {
  it('names the section of a workspace address', () => {
    expect(sectionOf('/organizations/o1/views/abc')).toBe('views');
    expect(sectionOf('/organizations/o1/settings/maps')).toBe('settings');
    expect(sectionOf('/organizations/o1/members')).toBe('members');
  });

  it('has none on the overview or outside the workspace', () => {
    expect(sectionOf('/organizations/o1')).toBeNull();
    expect(sectionOf('/organizations/o1/')).toBeNull();
    expect(sectionOf('/views/abc')).toBeNull();
    expect(sectionOf('/organizations/o1/unknown')).toBeNull();
  });
});
