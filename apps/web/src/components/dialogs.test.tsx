import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n } from '../lib/i18n';
import { NameDialog } from './name-dialog';

afterEach(cleanup);

async function wrapper(lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const nameExists = () =>
  Object.assign(new TRPCClientError<never>('NAME_EXISTS'), {
    data: {
      appError: { code: 'NAME_EXISTS', params: {}, fields: [{ path: 'name', message: 'nameExists' }] },
    },
  });

function dialog(props: Partial<Parameters<typeof NameDialog>[0]> = {}) {
  return (
    <NameDialog
      open
      onOpenChange={() => {}}
      title="New folder"
      initialName=""
      submitLabel="Create"
      pending={false}
      onSubmit={() => {}}
      {...props}
    />
  );
}

describe('the name dialog', () => {
  it('asks for a name, in either language, and submits it trimmed', async () => {
    const onSubmit = vi.fn();
    render(dialog({ onSubmit }), { wrapper: await wrapper() });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Sales ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Sales', null));
    cleanup();
    render(dialog(), { wrapper: await wrapper('zh') });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('名称不能为空');
  });

  it('puts the server’s name clash, and a refusal of the caller, under the name', async () => {
    const Wrapper = await wrapper();
    const view = render(dialog({ initialName: 'Sales' }), { wrapper: Wrapper });
    view.rerender(dialog({ initialName: 'Sales', error: nameExists() }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name already exists!');
    cleanup();
    render(dialog({ initialName: 'a.b', onSubmit: () => 'No dots in a folder name' }), { wrapper: Wrapper });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create' })));
    expect((await screen.findByRole('alert')).textContent).toBe('No dots in a folder name');
  });
});
