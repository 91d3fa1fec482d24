import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Checkbox } from '@tessera/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { useTranslation } from 'react-i18next';
import { has, Level, MODULE_ID, toggleLevel } from '../../../../../../lib/permissions';
import type { Catalog } from './catalog';
import type { GrantDraft, Subject } from './use-grant-draft';

export function ModuleSwitches({
  subject,
  catalog,
  draft,
}: {
  subject: Subject;
  catalog: Catalog;
  draft: GrantDraft;
}) {
  const { t } = useTranslation();
  const typeNames = new Set(catalog.resourceTypes.map((r) => r.type));
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>{t('permissions:modules.title')}</CardTitle>
        <CardDescription>{t('permissions:modules.description')}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y divide-border border-t border-border">
          {catalog.modules.map((module) => {
            const enabled = has(draft.get(subject, module, MODULE_ID) ?? 0, Level.ENABLE);
            // Create rights of a resource module: CREATE on the root of its tree (resource id = type name).
            const createRoot = typeNames.has(module);
            const root = draft.get(subject, module, module);
            const label = t(`permissions:modules.names.${module}`, { defaultValue: module });
            return (
              <li
                key={module}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-2.5"
                data-testid={`module-${module}`}
              >
                <span className="text-sm font-medium">{label}</span>
                <div className="flex items-center gap-5">
                  {createRoot && (
                    <label className="inline-flex items-center gap-1.5 text-sm">
                      <Checkbox
                        checked={has(root ?? 0, Level.CREATE)}
                        onCheckedChange={(v) =>
                          draft.set(
                            subject,
                            module,
                            module,
                            toggleLevel(root ?? 0, 'CREATE', v === true, ['READ', 'MANAGE', 'CREATE']),
                          )
                        }
                        aria-label={`${t('permissions:modules.create')} – ${label}`}
                      />
                      {t('permissions:modules.create')}
                    </label>
                  )}
                  <RadioGroup
                    value={enabled ? 'on' : 'off'}
                    onValueChange={(v) =>
                      draft.set(subject, module, MODULE_ID, v === 'on' ? Level.ENABLE : null)
                    }
                    aria-label={label}
                  >
                    <RadioGroupItem value="on" label={t('permissions:modules.enable')} />
                    <RadioGroupItem value="off" label={t('permissions:modules.disable')} />
                  </RadioGroup>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
