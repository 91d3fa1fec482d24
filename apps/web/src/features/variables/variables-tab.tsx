import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { Input } from '@tessera/ui/input';
import {
  SYSTEM_VARIABLES,
  type ApiVariable,
  type RunnableVariable,
  type VariableDraft,
} from '../../lib/variable-form';
import { ConfirmDialog } from '../../components/dialogs';
import { VariableDialog } from './variable-dialog';

export { useSubjects } from './use-subjects';

type Row = RunnableVariable & { key: string; label: string | null; saved: ApiVariable | null };

/** The drafts of a view that is not saved yet: added here, created together with the view. */
export interface DraftVariables {
  items: VariableDraft[];
  onChange: (items: VariableDraft[]) => void;
}

/** Values typed to try the query with, by variable name; they replace the defaults in the next run. */
export interface TryValues {
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/**
 * Variables of a view (viewId), of a view not saved yet (drafts), or the organisation's public
 * variables (neither).
 */
export function VariablesTab({
  orgId,
  viewId,
  readOnly,
  drafts,
  tryValues,
}: {
  orgId: string;
  viewId: string | null;
  readOnly: boolean;
  drafts?: DraftVariables;
  tryValues?: TryValues;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const byView = useQuery(
    trpc.variable.byView.queryOptions({ viewId: viewId ?? '' }, { enabled: Boolean(viewId) }),
  );
  const byOrg = useQuery(trpc.variable.org.queryOptions({ orgId }, { enabled: !viewId && !drafts }));
  const list = viewId ? byView : byOrg;
  const [editing, setEditing] = useState<ApiVariable | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApiVariable | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.variable.byView.pathFilter()),
      queryClient.invalidateQueries(trpc.variable.org.pathFilter()),
    ]);
  const remove = useMutation(
    trpc.variable.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success(t('variables:done.deleted'));
        setDeleting(null);
      },
    }),
  );
  const saved = (list.data ?? []) as unknown as ApiVariable[];
  const rows: Row[] = drafts
    ? drafts.items.map((d) => ({ ...d, key: `draft:${d.name}`, saved: null }))
    : saved.map((v) => ({ ...v, key: v.id, saved: v }));

  return (
    <div className="space-y-3" data-testid="variables-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {t(viewId ? 'variables:hint.view' : 'variables:hint.org')}
        </p>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid="variable-add">
            <Plus />
            {t('variables:actions.add')}
          </Button>
        )}
      </div>
      {!drafts && list.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {rows.map((v) => (
            <li
              key={v.key}
              className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm"
              data-testid="variable-row"
              data-name={v.name}
            >
              <code className="font-mono font-medium">${v.name}$</code>
              {v.label && <span className="text-muted-foreground">{v.label}</span>}
              <Badge variant="secondary">{t(`variables:types.${v.type}`)}</Badge>
              <Badge variant="outline">{t(`variables:valueTypes.${v.valueType}`)}</Badge>
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">
                {v.expression ? `= ${v.defaultValue?.[0] ?? ''}` : (v.defaultValue ?? []).join(', ')}
              </span>
              {tryValues && v.type === 'QUERY' && !v.expression && (
                <Input
                  className="h-7 w-40 text-xs"
                  value={tryValues.values[v.name] ?? ''}
                  onChange={(e) => tryValues.onChange({ ...tryValues.values, [v.name]: e.target.value })}
                  placeholder={t('variables:try.placeholder')}
                  aria-label={t('variables:try.label', { name: v.name })}
                  data-testid="variable-try"
                />
              )}
              {!readOnly && !v.saved && drafts && (
                <Button
                  size="icon-sm"
                  variant="ghost"
                  className="text-destructive"
                  aria-label={t('variables:actions.delete', { name: v.name })}
                  onClick={() => drafts.onChange(drafts.items.filter((d) => d.name !== v.name))}
                >
                  <Trash2 />
                </Button>
              )}
              {!readOnly && v.saved && (
                <>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={t('variables:actions.edit', { name: v.name })}
                    onClick={() => setEditing(v.saved)}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={t('variables:actions.delete', { name: v.name })}
                    onClick={() => setDeleting(v.saved)}
                  >
                    <Trash2 />
                  </Button>
                </>
              )}
            </li>
          ))}
          {SYSTEM_VARIABLES.map((name) => (
            <li
              key={name}
              className="flex items-center gap-3 px-3 py-2 text-sm text-muted-foreground"
              data-testid="system-variable"
            >
              <code className="font-mono">${name}$</code>
              <Badge variant="outline">
                <Lock className="size-3" />
                {t('variables:system')}
              </Badge>
              <span className="text-xs">{t(`variables:systemHelp.${name}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <VariableDialog
          orgId={orgId}
          viewId={viewId}
          variable={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await refresh();
            setEditing(null);
          }}
          onDraft={
            drafts &&
            ((draft) => {
              drafts.onChange([...drafts.items.filter((d) => d.name !== draft.name), draft]);
              setEditing(null);
            })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('variables:confirm.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('variables:confirm.deleteDescription')}
        confirmLabel={t('variables:actions.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ ids: [deleting.id] })}
      />
    </div>
  );
}
