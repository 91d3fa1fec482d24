import { describe, expect, it } from 'vitest';
import { stashUploads, takeUploads } from './pending-uploads';

const file = (name: string) => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });

describe('pending uploads of a source being created', () => {
  it('hands the files chosen before creation to the new source once', () => {
    stashUploads('s1', [file('a.csv')]);
    stashUploads('s1', [file('b.csv')]);
    stashUploads('s2', []);
    expect(takeUploads('s1').map((f) => f.name)).toEqual(['a.csv', 'b.csv']);
    expect(takeUploads('s1')).toEqual([]);
    expect(takeUploads('s2')).toEqual([]);
  });
});
