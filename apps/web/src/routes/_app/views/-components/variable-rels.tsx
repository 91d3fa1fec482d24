import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Trash2, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { splitValues, type RelSubject, type VariableForm } from '../../../../lib/variable-form';
import type { useSubjects } from './use-subjects';

/** The per-role / per-member values of a permission variable. */
export function VariableRels({
  form,
  set,
  subjects,
}: {
  form: VariableForm;
  set: (patch: Partial<VariableForm>) => void;
  subjects: ReturnType<typeof useSubjects>;
}) {
  const { t } = useTranslation();
  const subjectName = (r: RelSubject) =>
    (r.subjectType === 'ROLE' ? subjects.roles : subjects.members).find((s) => s.id === r.subjectId)?.name ?? r.subjectId;
  const usedIds = new Set(form.rels.map((r) => `${r.subjectType}:${r.subjectId}`));

  return (
    <section className="space-y-2 border-t border-border pt-3" data-testid="variable-rels">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('variables:rels.title')}</h3>
        <Select
          value=""
          onValueChange={(v) => {
            const [subjectType, subjectId] = v.split(':') as ['USER' | 'ROLE', string];
            set({ rels: [...form.rels, { subjectType, subjectId, value: [], useDefaultValue: false }] });
          }}
        >
          <SelectTrigger className="w-56" aria-label={t('variables:rels.add')}>
            <SelectValue placeholder={t('variables:rels.add')} />
          </SelectTrigger>
          <SelectContent>
            {subjects.roles
              .filter((r) => !usedIds.has(`ROLE:${r.id}`))
              .map((r) => (
                <SelectItem key={r.id} value={`ROLE:${r.id}`}>
                  {t('variables:rels.role', { name: r.name })}
                </SelectItem>
              ))}
            {subjects.members
              .filter((m) => !usedIds.has(`USER:${m.id}`))
              .map((m) => (
                <SelectItem key={m.id} value={`USER:${m.id}`}>
                  {t('variables:rels.member', { name: m.name })}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>
      {subjects.limited && <p className="text-xs text-muted-foreground">{t('variables:rels.limited')}</p>}
      <p className="text-xs text-muted-foreground">{t('variables:rels.hint')}</p>
      <ul className="space-y-2">
        {form.rels.map((r, i) => (
          <li key={`${r.subjectType}:${r.subjectId}`} className="flex flex-wrap items-center gap-2 text-sm">
            {r.subjectType === 'ROLE' ? <Users className="size-4" /> : <UserRound className="size-4" />}
            <span className="w-40 truncate">{subjectName(r)}</span>
            <Input
              className="h-8 min-w-40 flex-1"
              aria-label={t('variables:rels.values', { name: subjectName(r) })}
              disabled={r.useDefaultValue}
              value={(r.value ?? []).join(', ')}
              onChange={(e) =>
                set({ rels: form.rels.map((x, xi) => (xi === i ? { ...x, value: splitValues(e.target.value) } : x)) })
              }
            />
            <label className="flex items-center gap-1.5 text-xs">
              <Checkbox
                checked={r.useDefaultValue}
                onCheckedChange={(c) =>
                  set({ rels: form.rels.map((x, xi) => (xi === i ? { ...x, useDefaultValue: c === true } : x)) })
                }
              />
              {t('variables:rels.useDefault')}
            </label>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('variables:rels.remove', { name: subjectName(r) })}
              onClick={() => set({ rels: form.rels.filter((_, xi) => xi !== i) })}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
