import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../lib/i18n';
import { matches, password, required } from '../lib/validation';
import { useForm } from './use-form';

function serverError(code: string, fields: { path: string; message: string }[] = []) {
  const e = new TRPCClientError<never>(code);
  Object.assign(e, { data: { appError: { code, params: {}, fields } } });
  return e;
}

async function setup(lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const initial = { username: '', newPassword: '', confirmPassword: '' };
  return renderHook(
    () =>
      useForm({
        initial,
        schema: {
          username: [required],
          newPassword: [password],
          confirmPassword: [matches<typeof initial>('newPassword')],
        },
        labels: {
          username: 'fields:username',
          newPassword: 'fields:newPassword',
          confirmPassword: 'fields:confirmPassword',
        },
      }),
    { wrapper },
  );
}

describe('useForm', () => {
  it('renders the spec §5 messages with the field label', async () => {
    const { result } = await setup();
    act(() => result.current.set('newPassword', '123'));
    act(() => void result.current.check());
    expect(result.current.errorText('username')).toBe('Username is required');
    expect(result.current.errorText('newPassword')).toBe('Password must be 6-20 characters');
    expect(result.current.errorText('confirmPassword')).toBe('Confirm password is required');
  });

  it('renders them in Chinese too', async () => {
    const { result } = await setup('zh');
    act(() => void result.current.check());
    expect(result.current.errorText('username')).toBe('用户名不能为空');
  });

  it('puts server field errors under their fields by the last path segment', async () => {
    const { result } = await setup();
    let handled = false;
    act(() => {
      handled = result.current.applyServerError(
        serverError('INVALID_INPUT', [{ path: 'user.username', message: 'usernameFormat' }]),
      );
    });
    expect(handled).toBe(true);
    expect(result.current.errorText('username')).toBe(
      "Username may contain letters, digits, '.', '_' and '-' only",
    );
  });

  it('maps a duplicate username to its field and leaves other errors to the caller', async () => {
    const { result } = await setup();
    act(() => void result.current.applyServerError(serverError('USERNAME_EXISTS')));
    expect(result.current.errorText('username')).toBe('The username is already taken');
    let handled = true;
    act(() => {
      handled = result.current.applyServerError(serverError('RATE_LIMITED'));
    });
    expect(handled).toBe(false);
  });

  it('clears a field error as soon as the field changes', async () => {
    const { result } = await setup();
    act(() => void result.current.check());
    act(() => result.current.set('username', 'ada'));
    expect(result.current.errorText('username')).toBeUndefined();
  });
});
