import { dateUnits, type DateUnit } from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './controller-settings-fields';
import type { ControllerFormValues } from './controller-settings-schema';

/** A time filter's starting range: none, the last N units (kept relative), or fixed dates. */
export function DateDefaults({
  f,
  set,
  amountError,
}: {
  f: ControllerFormValues;
  set: <K extends keyof ControllerFormValues>(k: K, v: ControllerFormValues[K]) => void;
  amountError: string | undefined;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`dashboards:controllerSettings.${key}`);
  return (
    <>
      <ChoiceField
        id="cs-date-mode"
        label={k('defaultRange')}
        value={f.dateMode}
        choices={[
          { value: 'none', label: k('defaultNone') },
          { value: 'relative', label: k('defaultLast') },
          { value: 'exact', label: k('defaultExact') },
        ]}
        onChange={(v) => set('dateMode', v as ControllerFormValues['dateMode'])}
      />
      {f.dateMode === 'relative' && (
        <div className="grid grid-cols-2 gap-2">
          <FormField id="cs-last-amount" label={k('lastAmount')} error={amountError}>
            <Input
              type="number"
              min={1}
              value={f.lastAmount}
              onChange={(e) => set('lastAmount', e.target.value)}
            />
          </FormField>
          <ChoiceField
            id="cs-last-unit"
            label={k('lastUnit')}
            value={f.lastUnit}
            choices={dateUnits.map((u) => ({ value: u, label: t(`dashboards:controller.units.${u}`) }))}
            onChange={(v) => set('lastUnit', v as DateUnit)}
          />
        </div>
      )}
      {f.dateMode === 'exact' && (
        <div className="grid grid-cols-2 gap-2">
          <FormField id="cs-exact-from" label={k('from')}>
            <Input type="date" value={f.exactFrom} onChange={(e) => set('exactFrom', e.target.value)} />
          </FormField>
          <FormField id="cs-exact-to" label={k('to')}>
            <Input type="date" value={f.exactTo} onChange={(e) => set('exactTo', e.target.value)} />
          </FormField>
        </div>
      )}
    </>
  );
}
