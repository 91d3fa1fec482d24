import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { useTranslation } from 'react-i18next';

export interface ViewConfig {
  cache: boolean;
  cacheExpires: number;
  concurrencyControl: boolean;
  concurrencyControlMode: 'DIRTYREAD' | 'FASTFAILOVER';
  expensiveQuery: boolean;
}

/** A stored config (or null) with Datart's defaults. */
export function normaliseConfig(raw: unknown): ViewConfig {
  const c = (raw && typeof raw === 'object' ? raw : {}) as Partial<ViewConfig>;
  return {
    cache: Boolean(c.cache),
    cacheExpires: typeof c.cacheExpires === 'number' ? c.cacheExpires : 0,
    concurrencyControl: c.concurrencyControl ?? true,
    concurrencyControlMode: c.concurrencyControlMode === 'FASTFAILOVER' ? 'FASTFAILOVER' : 'DIRTYREAD',
    expensiveQuery: Boolean(c.expensiveQuery),
  };
}

/** Cache, concurrency control and the expensive-query flag of a view. */
export function ConfigPanel({
  value,
  onChange,
  disabled,
}: {
  value: ViewConfig;
  onChange: (value: ViewConfig) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ViewConfig>) => onChange({ ...value, ...patch });
  return (
    <div className="grid max-w-xl gap-6" data-testid="view-config">
      <section className="space-y-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="cfg-cache"
            checked={value.cache}
            disabled={disabled}
            onCheckedChange={(c) => set({ cache: c === true })}
          />
          <Label htmlFor="cfg-cache">{t('views:config.cache')}</Label>
        </div>
        <FormField
          id="cfg-expires"
          label={t('views:config.cacheExpires')}
          hint={t('views:config.cacheExpiresHint')}
        >
          <Input
            type="number"
            min={0}
            max={604800}
            className="w-40"
            value={value.cacheExpires}
            disabled={disabled || !value.cache}
            onChange={(e) =>
              set({ cacheExpires: Math.max(0, Math.min(604800, Number(e.target.value) || 0)) })
            }
          />
        </FormField>
      </section>
      <section className="space-y-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="cfg-concurrency"
            checked={value.concurrencyControl}
            disabled={disabled}
            onCheckedChange={(c) => set({ concurrencyControl: c === true })}
          />
          <Label htmlFor="cfg-concurrency">{t('views:config.concurrency')}</Label>
        </div>
        <RadioGroup
          value={value.concurrencyControlMode}
          onValueChange={(v) => set({ concurrencyControlMode: v as ViewConfig['concurrencyControlMode'] })}
          disabled={disabled || !value.concurrencyControl}
          aria-label={t('views:config.concurrencyMode')}
        >
          <RadioGroupItem value="DIRTYREAD" label={t('views:config.DIRTYREAD')} />
          <RadioGroupItem value="FASTFAILOVER" label={t('views:config.FASTFAILOVER')} />
        </RadioGroup>
      </section>
      <section className="space-y-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id="cfg-expensive"
            checked={value.expensiveQuery}
            disabled={disabled}
            onCheckedChange={(c) => set({ expensiveQuery: c === true })}
          />
          <Label htmlFor="cfg-expensive">{t('views:config.expensive')}</Label>
        </div>
        <p className="pl-6 text-xs text-muted-foreground">{t('views:config.expensiveHint')}</p>
      </section>
    </div>
  );
}
