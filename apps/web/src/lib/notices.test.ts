import { describe, expect, it } from 'vitest';
import { leaveNotice, SESSION_EXPIRED, SESSION_LOST, takeNotice } from './notices';
import { StorageKeys } from './storage-keys';

describe('notices across a page load', () => {
  it('hands one notice to the next page, once', () => {
    leaveNotice(SESSION_EXPIRED);
    expect(takeNotice()).toEqual(SESSION_EXPIRED);
    expect(takeNotice()).toBeNull();
  });

  it('keeps the latest notice only', () => {
    leaveNotice(SESSION_EXPIRED);
    leaveNotice(SESSION_LOST);
    expect(takeNotice()).toEqual(SESSION_LOST);
  });

  it('drops what is not a notice', () => {
    for (const raw of [
      'not json',
      '{"kind":"shout","text":"x","key":"k"}',
      '{"kind":"error","text":1,"key":"k"}',
    ]) {
      sessionStorage.setItem(StorageKeys.notice, raw);
      expect(takeNotice(), raw).toBeNull();
      expect(sessionStorage.getItem(StorageKeys.notice)).toBeNull();
    }
  });
});
