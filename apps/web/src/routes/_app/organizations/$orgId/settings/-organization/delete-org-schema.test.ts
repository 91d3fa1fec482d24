import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyServerError } from '../../../../../../lib/forms';
import { loadWorkspaceTexts } from '../../../../../../lib/i18n';
import { renderSchemaForm, trpcFailure } from '../../../../../../lib/schema-form-harness';
import { deleteOrgFormSchema } from './delete-org-schema';

const LABEL = 'orgs:delete.typeName';

describe('the delete organisation form', () => {
  it('puts the server’s refusal of the typed name under it, in either language', async () => {
    for (const [lng, text] of [
      ['en', 'The name you typed does not match'],
      ['zh', '输入的名称不匹配'],
    ] as const) {
      const { form, t, errorOf } = await renderSchemaForm(
        deleteOrgFormSchema,
        { confirmName: 'Acme' },
        { lng, texts: loadWorkspaceTexts },
      );
      act(() => {
        const placed = applyServerError(form(), trpcFailure('CONFIRM_NAME_MISMATCH'), t, {
          labelOf: () => t(LABEL),
        });
        expect(placed).toBe(true);
      });
      expect(errorOf('confirmName', LABEL)).toBe(text);
    }
  });

  it('submits the name as typed: the server compares it', async () => {
    const { submit } = await renderSchemaForm(deleteOrgFormSchema, { confirmName: ' Acme' });
    expect(await submit()).toEqual({ confirmName: ' Acme' });
  });
});
