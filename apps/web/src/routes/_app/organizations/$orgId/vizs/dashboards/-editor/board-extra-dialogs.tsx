import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../../../components/form-dialog';
import { MIN_REFRESH_SECONDS } from '../../../../../../../features/dashboard/use-auto-refresh';
import { MIN_DWELL_SECONDS } from '../../../../../../../features/dashboard/use-carousel';
import { useFieldErrors, useSchemaForm } from '../../../../../../../lib/forms';
import { boardSettingsFormSchema, carouselFormSchema, groupFormSchema } from './board-extra-schemas';
import { PickWidgets, type Candidate } from './pick-widgets';

export interface CarouselForm {
  name: string;
  seconds: number;
  autoplay: boolean;
  childIds: string[];
}

/** A carousel's name, dwell time, autoplay and the widgets it rotates through (in the board's order). */
export function CarouselDialog({
  initial,
  candidates,
  onClose,
  onSave,
}: {
  initial: CarouselForm;
  candidates: Candidate[];
  onClose: () => void;
  onSave: (form: CarouselForm) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(carouselFormSchema, {
    defaultValues: { ...initial, seconds: String(initial.seconds) },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FormDialog
      title={t('dashboards:carousel.title')}
      description={t('dashboards:carousel.hint')}
      testId="carousel-dialog"
      submitLabel={t('common:actions.save')}
      submitTestId="carousel-save"
      onClose={onClose}
      onSubmit={form.handleSubmit(onSave)}
    >
      <FormField
        id="carousel-name"
        label={t('dashboards:editor.name')}
        error={errorOf('name', 'dashboards:editor.name')}
      >
        <Input maxLength={100} {...form.register('name')} />
      </FormField>
      <FormField
        id="carousel-seconds"
        label={t('dashboards:carousel.seconds')}
        error={errorOf('seconds', 'dashboards:carousel.seconds')}
      >
        <Input type="number" min={MIN_DWELL_SECONDS} {...form.register('seconds')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <Controller
          control={form.control}
          name="autoplay"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={(on) => field.onChange(on === true)}
              data-testid="carousel-autoplay"
            />
          )}
        />
        {t('dashboards:carousel.autoplay')}
      </label>
      <Controller
        control={form.control}
        name="childIds"
        render={({ field }) => (
          <PickWidgets candidates={candidates} picked={field.value} onPick={field.onChange} />
        )}
      />
    </FormDialog>
  );
}

/** Picks two or more widgets to group (pre-ticked: those selected on the board). */
export function GroupDialog({
  candidates,
  preselected,
  onClose,
  onSave,
}: {
  candidates: Candidate[];
  preselected: string[];
  onClose: () => void;
  onSave: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(groupFormSchema, {
    defaultValues: { childIds: preselected.filter((id) => candidates.some((c) => c.id === id)) },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FormDialog
      title={t('dashboards:group.title')}
      description={t('dashboards:group.hint')}
      testId="group-dialog"
      submitLabel={t('dashboards:group.make')}
      submitTestId="group-save"
      onClose={onClose}
      onSubmit={form.handleSubmit(({ childIds }) => onSave(childIds))}
    >
      <Controller
        control={form.control}
        name="childIds"
        render={({ field }) => (
          <PickWidgets
            candidates={candidates}
            picked={field.value}
            onPick={field.onChange}
            error={errorOf('childIds', 'dashboards:extras.widgets')}
          />
        )}
      />
    </FormDialog>
  );
}

/** The board's own settings: auto refresh of every widget (off, or every N ≥ 5 seconds). */
export function BoardSettingsDialog({
  seconds,
  onClose,
  onSave,
}: {
  seconds: number | null;
  onClose: () => void;
  onSave: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(boardSettingsFormSchema, {
    defaultValues: { on: seconds !== null, seconds: String(seconds ?? 60) },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const on = form.watch('on');
  return (
    <FormDialog
      title={t('dashboards:boardSettings.title')}
      description={t('dashboards:boardSettings.hint')}
      testId="board-settings-dialog"
      submitLabel={t('common:actions.save')}
      submitTestId="board-settings-save"
      onClose={onClose}
      onSubmit={form.handleSubmit(onSave)}
    >
      <label className="flex items-center gap-2 text-sm">
        <Controller
          control={form.control}
          name="on"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={(c) => field.onChange(c === true)}
              data-testid="board-refresh-on"
            />
          )}
        />
        {t('dashboards:boardSettings.refreshOn')}
      </label>
      <FormField
        id="board-refresh-seconds"
        label={t('dashboards:boardSettings.seconds')}
        hint={t('dashboards:boardSettings.secondsHint', { min: MIN_REFRESH_SECONDS })}
        error={errorOf('seconds', 'dashboards:boardSettings.seconds')}
      >
        <Input type="number" min={MIN_REFRESH_SECONDS} disabled={!on} {...form.register('seconds')} />
      </FormField>
    </FormDialog>
  );
}
