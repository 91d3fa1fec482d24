import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Trash2, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RelRow } from '../../lib/variable-form-schema';
import { SubjectPicker } from './subject-picker';
import type { useSubjects } from './use-subjects';

/** The per-role / per-member values of a permission variable. */
export function VariableRels({
  rels,
  onChange,
  subjects,
}: {
  rels: RelRow[];
  onChange: (rels: RelRow[]) => void;
  subjects: ReturnType<typeof useSubjects>;
}) {
  const { t } = useTranslation();
  const subjectName = (r: RelRow) =>
    (r.subjectType === 'ROLE' ? subjects.roles : subjects.members).find((s) => s.id === r.subjectId)?.name ??
    r.subjectId;
  const usedIds = new Set(rels.map((r) => `${r.subjectType}:${r.subjectId}`));

  return (
    <section className="space-y-2 border-t border-border pt-3" data-testid="variable-rels">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('variables:rels.title')}</h3>
        <SubjectPicker
          subjects={subjects}
          memberType="USER"
          used={usedIds}
          label={t('variables:rels.add')}
          onPick={(subjectType, subjectId) =>
            onChange([...rels, { subjectType, subjectId, valueText: '', useDefaultValue: false }])
          }
        />
      </div>
      {subjects.limited && <p className="text-xs text-muted-foreground">{t('variables:rels.limited')}</p>}
      <p className="text-xs text-muted-foreground">{t('variables:rels.hint')}</p>
      <ul className="space-y-2">
        {rels.map((r, i) => (
          <li key={`${r.subjectType}:${r.subjectId}`} className="flex flex-wrap items-center gap-2 text-sm">
            {r.subjectType === 'ROLE' ? <Users className="size-4" /> : <UserRound className="size-4" />}
            <span className="w-40 truncate">{subjectName(r)}</span>
            <Input
              className="h-8 min-w-40 flex-1"
              aria-label={t('variables:rels.values', { name: subjectName(r) })}
              disabled={r.useDefaultValue}
              value={r.valueText}
              onChange={(e) =>
                onChange(rels.map((x, xi) => (xi === i ? { ...x, valueText: e.target.value } : x)))
              }
            />
            <label className="flex items-center gap-1.5 text-xs">
              <Checkbox
                checked={r.useDefaultValue}
                onCheckedChange={(c) =>
                  onChange(rels.map((x, xi) => (xi === i ? { ...x, useDefaultValue: c === true } : x)))
                }
              />
              {t('variables:rels.useDefault')}
            </label>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('variables:rels.remove', { name: subjectName(r) })}
              onClick={() => onChange(rels.filter((_, xi) => xi !== i))}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
