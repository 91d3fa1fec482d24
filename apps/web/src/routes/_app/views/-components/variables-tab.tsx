import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/trpc';
import { SYSTEM_VARIABLES, type ApiVariable } from '../../../../lib/variable-form';
import { ConfirmDialog } from '../../sources/-components/dialogs';
import { VariableDialog } from './variable-dialog';

export { useSubjects } from './use-subjects';

/** Variables of a view (viewId) or the organisation's public variables (viewId null). */
export function VariablesTab({
  orgId,
  viewId,
  readOnly,
}: {
  orgId: string;
  viewId: string | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const utils = api.useUtils();
  const byView = api.variable.byView.useQuery({ viewId: viewId ?? '' }, { enabled: Boolean(viewId) });
  const byOrg = api.variable.org.useQuery({ orgId }, { enabled: !viewId });
  const list = viewId ? byView : byOrg;
  const [editing, setEditing] = useState<ApiVariable | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApiVariable | null>(null);
  const refresh = () => Promise.all([utils.variable.byView.invalidate(), utils.variable.org.invalidate()]);
  const remove = api.variable.delete.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(t('variables:done.deleted'));
      setDeleting(null);
    },
  });
  const items = (list.data ?? []) as unknown as ApiVariable[];

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
      {list.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {items.map((v) => (
            <li
              key={v.id}
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
              {!readOnly && (
                <>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={t('variables:actions.edit', { name: v.name })}
                    onClick={() => setEditing(v)}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={t('variables:actions.delete', { name: v.name })}
                    onClick={() => setDeleting(v)}
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
