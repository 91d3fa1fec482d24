import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A CODE share's password form (its own chunk: a public link's page loads it only when it asks for a code).
 * The page's heading and hint are the gate's, drawn while this chunk loads.
 */
export function CodeForm({
  wrong,
  limited,
  onSubmit,
}: {
  wrong: boolean;
  limited: boolean;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { code: '' } });
  const error = limited ? t('shares:page.limited') : wrong ? t('shares:page.wrongCode') : undefined;
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((v) => onSubmit(v.code.trim()))}>
      <FormField id="share-code" label={t('shares:page.code')} error={error}>
        <Input
          id="share-code"
          autoFocus
          autoComplete="off"
          maxLength={64}
          {...form.register('code', { required: true })}
        />
      </FormField>
      <Button type="submit" data-testid="share-code-submit">
        {t('shares:page.open')}
      </Button>
    </form>
  );
}
