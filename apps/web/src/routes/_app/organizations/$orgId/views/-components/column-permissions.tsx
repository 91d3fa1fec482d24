import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { MultiSelect } from '@tessera/ui/multi-select';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { Save, Trash2, UserRound, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../../../../../lib/trpc';
import type { ViewModel } from '../../../../../../lib/view-model';
import { SubjectPicker } from '../../../../../../features/variables/subject-picker';
import { useSubjects } from '../../../../../../features/variables/use-subjects';

type Mode = 'ALL' | 'PARTIAL' | 'NONE';
interface Rule {
  subjectType: 'ROLE' | 'USER_ROLE';
  subjectId: string;
  subjectName: string | null;
  mode: Mode;
  columns: string[];
}

/** Column permissions of a view: per role or member, all columns, some of them, or none. */
export function ColumnPermissions({
  orgId,
  viewId,
  model,
}: {
  orgId: string;
  viewId: string;
  model: ViewModel;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.columnRule.list.queryOptions({ viewId }));
  const subjects = useSubjects(orgId);
  const [rules, setRules] = useState<Rule[] | null>(null);
  useEffect(() => {
    if (list.data && rules === null)
      setRules(
        list.data.map((r) => ({
          subjectType: r.subjectType as Rule['subjectType'],
          subjectId: r.subjectId,
          subjectName: r.subjectName,
          mode: r.columns.length ? 'PARTIAL' : 'NONE',
          columns: r.columns,
        })),
      );
  }, [list.data, rules]);
  const save = useMutation(
    trpc.columnRule.set.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.columnRule.list.queryFilter({ viewId }));
        toast.success(t('views:columns.saved'));
      },
    }),
  );
  // By name: the stored model is jsonb, whose keys come back ordered by length.
  const columns = useMemo(
    () => Object.keys(model.columns).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    [model.columns],
  );
  const options = columns.map((c) => ({ value: c, label: c }));
  const nameOf = (r: Rule) =>
    r.subjectName ??
    (r.subjectType === 'ROLE' ? subjects.roles : subjects.members).find((s) => s.id === r.subjectId)?.name ??
    r.subjectId;
  const used = new Set((rules ?? []).map((r) => `${r.subjectType}:${r.subjectId}`));

  if (!rules)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  const patch = (i: number, p: Partial<Rule>) =>
    setRules(rules.map((r, ri) => (ri === i ? { ...r, ...p } : r)));

  return (
    <div className="space-y-3" data-testid="column-permissions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-xl text-xs text-muted-foreground">{t('views:columns.hint')}</p>
        <SubjectPicker
          subjects={subjects}
          memberType="USER_ROLE"
          used={used}
          label={t('views:columns.add')}
          className="w-64"
          testId="column-rule-add"
          onPick={(subjectType, subjectId) =>
            setRules([...rules, { subjectType, subjectId, subjectName: null, mode: 'PARTIAL', columns: [] }])
          }
        />
      </div>
      {subjects.limited && <p className="text-xs text-muted-foreground">{t('variables:rels.limited')}</p>}
      {rules.length === 0 ? (
        <p className="rounded-md border border-dashed border-border py-6 text-center text-sm text-muted-foreground">
          {t('views:columns.none')}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {rules.map((r, i) => (
            <li
              key={`${r.subjectType}:${r.subjectId}`}
              className="space-y-2 px-3 py-2.5"
              data-testid="column-rule"
              data-name={nameOf(r)}
            >
              <div className="flex flex-wrap items-center gap-3 text-sm">
                {r.subjectType === 'ROLE' ? <Users className="size-4" /> : <UserRound className="size-4" />}
                <span className="min-w-40 flex-1 truncate font-medium">{nameOf(r)}</span>
                <RadioGroup
                  value={r.mode}
                  onValueChange={(v) => patch(i, { mode: v as Mode })}
                  aria-label={t('views:columns.mode')}
                >
                  {(['ALL', 'PARTIAL', 'NONE'] as const).map((m) => (
                    <RadioGroupItem key={m} value={m} label={t(`views:columns.modes.${m}`)} />
                  ))}
                </RadioGroup>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('views:columns.remove', { name: nameOf(r) })}
                  onClick={() => setRules(rules.filter((_, ri) => ri !== i))}
                >
                  <Trash2 />
                </Button>
              </div>
              {r.mode === 'PARTIAL' && (
                <MultiSelect
                  options={options}
                  value={r.columns.filter((c) => columns.includes(c))}
                  onChange={(value) => patch(i, { columns: value })}
                  placeholder={t('views:columns.pick')}
                  searchPlaceholder={t('views:columns.search')}
                  emptyText={t('views:columns.noColumns')}
                  removeLabel={(label) => t('views:columns.removeColumn', { name: label })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate({
            viewId,
            rules: rules.map((r) => ({
              subjectType: r.subjectType,
              subjectId: r.subjectId,
              mode: r.mode,
              columns: r.columns,
            })),
          })
        }
        data-testid="column-rules-save"
      >
        <Save />
        {t('views:columns.save')}
      </Button>
    </div>
  );
}
