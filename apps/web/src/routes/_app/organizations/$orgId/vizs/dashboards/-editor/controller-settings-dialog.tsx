import {
  dateFacades,
  facadeOperators,
  needsOptions,
  viewColumns,
  type BoardWidget,
  type ChartView,
} from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../../../components/form-dialog';
import { useFieldErrors, useSchemaForm } from '../../../../../../../lib/forms';
import type { ControllerForm } from './controller-settings';
import { DateDefaults } from './controller-date-defaults';
import { recommendOptions } from '../../../../../../../features/dashboard/controllers/recommend-options';
import { CheckField, ChoiceField } from './controller-settings-fields';
import {
  controllerSettingsFormSchema,
  toControllerFormValues,
  type ControllerFormValues,
} from './controller-settings-schema';

/**
 * A filter's behaviour (Datart's controller config): operator and whether viewers may change it,
 * required, visibility (possibly on another filter's value), the filters that narrow its options,
 * the starting range of a time filter, a slider's bounds, a tree's parent field.
 */
export function ControllerSettingsDialog({
  widget,
  widgets,
  view,
  onClose,
  onSave,
}: {
  widget: BoardWidget;
  widgets: BoardWidget[];
  view: ChartView | undefined;
  onClose: () => void;
  onSave: (form: ControllerForm) => void;
}) {
  const { t } = useTranslation();
  const c = widget.controller!;
  const form = useSchemaForm(controllerSettingsFormSchema, { defaultValues: toControllerFormValues(widget) });
  const errorOf = useFieldErrors(form.formState.errors);
  const f = form.watch();
  // The fields are controlled selects and check boxes; after a refused Save each change is checked again.
  const set = <K extends keyof ControllerFormValues>(k: K, v: ControllerFormValues[K]) =>
    form.setValue(k as Path<ControllerFormValues>, v as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const others = widgets.filter((w) => w.controller && w.id !== widget.id);
  const k = (key: string) => t(`dashboards:controllerSettings.${key}`);
  const slider = c.facade === 'slider' || c.facade === 'rangeSlider';
  const tree = c.facade === 'tree' || c.facade === 'dropDownTree';
  return (
    <FormDialog
      title={t('dashboards:controllerSettings.title', { name: widget.name })}
      description={k('description')}
      testId="controller-settings-dialog"
      submitLabel={t('common:actions.save')}
      submitTestId="controller-settings-save"
      submitDisabled={!form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSave)}
    >
      <div className="grid max-h-[60vh] gap-3 overflow-y-auto pe-1">
        <ChoiceField
          id="cs-operator"
          label={k('operator')}
          value={f.operator}
          choices={facadeOperators(c.facade).map((op) => ({
            value: op,
            label: t(`dashboards:operators.${op}`),
          }))}
          onChange={(v) => set('operator', v)}
        />
        <CheckField
          id="cs-can-change"
          label={k('canChangeOperator')}
          checked={f.canChangeOperator}
          onChange={(v) => set('canChangeOperator', v)}
        />
        <CheckField
          id="cs-required"
          label={k('required')}
          checked={f.required}
          onChange={(v) => set('required', v)}
        />
        <ChoiceField
          id="cs-visibility"
          label={k('visibility')}
          value={f.visibility}
          choices={(['show', 'hide', 'condition'] as const).map((v) => ({ value: v, label: k(v) }))}
          onChange={(v) => set('visibility', v as ControllerFormValues['visibility'])}
        />
        {f.visibility === 'condition' && (
          <div className="grid grid-cols-3 gap-2">
            <ChoiceField
              id="cs-depends-on"
              label={k('dependsOn')}
              value={f.dependsOn}
              choices={others.map((o) => ({ value: o.id, label: o.name }))}
              onChange={(v) => set('dependsOn', v)}
              error={errorOf('dependsOn', 'dashboards:controllerSettings.dependsOn')}
            />
            <ChoiceField
              id="cs-relation"
              label=" "
              value={f.relation}
              choices={[
                { value: 'EQ', label: k('relationEQ') },
                { value: 'NE', label: k('relationNE') },
              ]}
              onChange={(v) => set('relation', v as 'EQ' | 'NE')}
            />
            <FormField id="cs-condition-value" label={k('conditionValue')}>
              <Input {...form.register('conditionValue')} />
            </FormField>
          </div>
        )}
        {needsOptions(c) && others.length > 0 && (
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">{k('cascadeFrom')}</legend>
            <p className="text-xs text-muted-foreground">{k('cascadeHint')}</p>
            {others.map((o) => (
              <CheckField
                key={o.id}
                id={`cs-cascade-${o.name}`}
                label={o.name}
                checked={f.cascadeParents.includes(o.id)}
                onChange={(on) =>
                  set(
                    'cascadeParents',
                    on ? [...f.cascadeParents, o.id] : f.cascadeParents.filter((p) => p !== o.id),
                  )
                }
              />
            ))}
          </fieldset>
        )}
        {dateFacades.includes(c.facade) && c.facade !== 'recommendTime' && (
          <DateDefaults
            f={f}
            set={set}
            amountError={errorOf('lastAmount', 'dashboards:controllerSettings.lastAmount')}
          />
        )}
        {c.facade === 'recommendTime' && (
          <ChoiceField
            id="cs-recommend"
            label={k('recommendDefault')}
            value={f.recommend || 'none'}
            choices={[
              { value: 'none', label: k('none') },
              ...recommendOptions(f.recommend).map((r) => ({
                value: r,
                label: t(`dashboards:controller.recommend.${r}`),
              })),
            ]}
            onChange={(v) => set('recommend', v === 'none' ? '' : v)}
          />
        )}
        {slider && (
          <div className="grid grid-cols-3 gap-2">
            {(['min', 'max', 'step'] as const).map((key) => (
              <FormField key={key} id={`cs-${key}`} label={k(key)}>
                <Input type="number" {...form.register(key)} />
              </FormField>
            ))}
          </div>
        )}
        {tree && view && (
          <ChoiceField
            id="cs-parent-field"
            label={k('parentField')}
            value={f.parentField || 'none'}
            choices={[
              { value: 'none', label: k('none') },
              ...viewColumns(view)
                .filter((col) => col.key !== c.name)
                .map((col) => ({ value: col.key, label: col.key })),
            ]}
            onChange={(v) => set('parentField', v === 'none' ? '' : v)}
          />
        )}
      </div>
    </FormDialog>
  );
}
