import { dateUnits, type DateUnit } from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useTranslation } from 'react-i18next';
import type { ControllerForm } from './controller-settings';
import { ChoiceField } from './controller-settings-fields';

/** A time filter's starting range: none, the last N units (kept relative), or fixed dates. */
export function DateDefaults({
  f,
  set,
}: {
  f: ControllerForm;
  set: <K extends keyof ControllerForm>(k: K, v: ControllerForm[K]) => void;
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
        onChange={(v) => set('dateMode', v as ControllerForm['dateMode'])}
      />
      {f.dateMode === 'relative' && (
        <div className="grid grid-cols-2 gap-2">
          <FormField id="cs-last-amount" label={k('lastAmount')}>
            <Input
              type="number"
              min={1}
              value={String(f.lastAmount)}
              onChange={(e) => set('lastAmount', Math.max(1, Number(e.target.value) || 1))}
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
