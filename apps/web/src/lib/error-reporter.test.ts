import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporter';

function trpcError(code: string, httpStatus: number, appCode: string) {
  const e = new TRPCClientError<never>('msg ' + appCode);
  Object.assign(e, { data: { code, httpStatus, appError: { code: appCode, params: {}, fields: [] } } });
  return e;
}

describe('error reporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const showError = vi.fn();
    const onUnauthorized = vi.fn();
    const reporter = createErrorReporter({
      showError,
      onUnauthorized,
      unauthorizedMessage: () => 'Not logged in',
      log: () => {},
    });
    return { showError, onUnauthorized, reporter };
  };

  it('toasts a rejection after 100 ms, once per burst, with the last message', () => {
    const { showError, reporter } = setup();
    reporter.report(new Error('first'));
    vi.advanceTimersByTime(60);
    reporter.report(new Error('second'));
    vi.advanceTimersByTime(99);
    expect(showError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('second');
  });

  it('announces a 401 once, keyed 401, and ends the session once', () => {
    const { showError, onUnauthorized, reporter } = setup();
    reporter.report(trpcError('UNAUTHORIZED', 401, 'UNAUTHENTICATED'));
    reporter.report(trpcError('UNAUTHORIZED', 401, 'UNAUTHENTICATED'));
    vi.advanceTimersByTime(500);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('Not logged in', { key: '401' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending error toast when the session ends', () => {
    const { showError, reporter } = setup();
    reporter.report(new Error('boom'));
    reporter.report(trpcError('UNAUTHORIZED', 401, 'UNAUTHENTICATED'));
    vi.advanceTimersByTime(500);
    expect(showError.mock.calls).toEqual([['Not logged in', { key: '401' }]]);
  });

  it('announces a 401 again after a new sign-in', () => {
    const { showError, reporter } = setup();
    reporter.reportUnauthorized();
    reporter.reset();
    reporter.reportUnauthorized();
    expect(showError).toHaveBeenCalledTimes(2);
  });

  it('does not treat a wrong password (400) as a lost session', () => {
    const { onUnauthorized, showError, reporter } = setup();
    reporter.report(trpcError('BAD_REQUEST', 400, 'INVALID_CREDENTIALS'));
    vi.advanceTimersByTime(100);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('msg INVALID_CREDENTIALS');
  });

  it('does not treat a 401 about a share link or an embed token as a lost session', () => {
    const { onUnauthorized, showError, reporter } = setup();
    for (const code of [
      'SHARE_TOKEN_INVALID',
      'SHARE_SESSION_ENDED',
      'SHARE_CODE_INVALID',
      'EMBED_TOKEN_INVALID',
    ])
      reporter.report(trpcError('UNAUTHORIZED', 401, code));
    vi.advanceTimersByTime(100);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('msg EMBED_TOKEN_INVALID');
  });
});
