import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ensureList, ensureResource } from './route-data';

const serverError = (code: string) => ({ appError: { code, params: {}, fields: [] } });
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('ensureResource', () => {
  it('hands the loaded resource on', async () => {
    await expect(ensureResource(Promise.resolve({ id: 'v1', isFolder: false }))).resolves.toEqual({
      id: 'v1',
      isFolder: false,
    });
  });

  it('turns an unknown or hidden id into the not-found page', async () => {
    expect(isNotFound(await caught(ensureResource(Promise.reject(serverError('NOT_FOUND')))))).toBe(true);
    expect(isNotFound(await caught(ensureResource(Promise.reject(serverError('FORBIDDEN')))))).toBe(true);
  });

  it('turns an id of the wrong kind (a folder) into the not-found page', async () => {
    const folder = Promise.resolve({ id: 'f1', isFolder: true });
    expect(isNotFound(await caught(ensureResource(folder, (v) => v.isFolder)))).toBe(true);
  });

  it('lets any other failure reach the error page', async () => {
    const error = serverError('SOURCE_TIMEOUT');
    expect(await caught(ensureResource(Promise.reject(error)))).toBe(error);
  });
});

describe('ensureList', () => {
  it('leaves a refused section to say "no permission" itself', async () => {
    await expect(ensureList(Promise.reject(serverError('FORBIDDEN')))).resolves.toBeUndefined();
  });

  it('lets any other failure reach the error page', async () => {
    const error = serverError('NOT_FOUND');
    expect(await caught(ensureList(Promise.reject(error)))).toBe(error);
  });
});
