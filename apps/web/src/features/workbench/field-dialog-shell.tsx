import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';

/** The frame of the workbench's field dialogs: the shared form dialog with "Apply". */
export function FieldDialogShell(props: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return <FormDialog {...props} submitLabel={t('vizs:actions.apply')} submitTestId="field-dialog-apply" />;
}
