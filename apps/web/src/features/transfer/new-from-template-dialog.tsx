import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { useRefreshVizs } from '../../hooks/use-vizs';
import { errorText } from '../../lib/error-text';
import { useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { openViz } from '../dashboard/viz-paths';
import { createFromTemplate, inspectTemplate, type TemplateInfo } from './transfer-api';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * "New from template": a `.drt` file, a name, and a view for each widget that shows data. The server
 * reads the file (what it asks for) and checks each chosen view has the fields the widget needs.
 */
export function NewFromTemplateDialog({
  orgId,
  parentId,
  onClose,
}: {
  orgId: string;
  parentId: string | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const refreshVizs = useRefreshVizs();
  const views = useQuery(trpc.view.list.queryOptions({ orgId }));
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<TemplateInfo | null>(null);
  const [name, setName] = useState('');
  const [bindings, setBindings] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (picked: File | undefined) => {
    setProblem(null);
    setInfo(null);
    setFile(picked ?? null);
    if (!picked) return;
    try {
      const read = await inspectTemplate(services.apiDeps, orgId, picked);
      setInfo(read);
      setName((n) => n || read.name);
      setBindings({});
    } catch (e) {
      setProblem(errorText(t, e));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || !info) return setProblem(t('orgs:migration.template.noFile'));
    if (!name.trim()) return setProblem(t('validation:required'));
    setBusy(true);
    setProblem(null);
    try {
      const chosen = Object.fromEntries(Object.entries(bindings).filter(([, v]) => v));
      const node = await createFromTemplate(
        services.apiDeps,
        { orgId, parentId, name: name.trim(), bindings: chosen },
        file,
      );
      await refreshVizs();
      toast.success(t('orgs:migration.template.done'));
      onClose();
      openViz(navigate, orgId, node.relType, node.id);
    } catch (err) {
      setProblem(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const usable = (views.data ?? []).filter((v) => !v.isFolder);
  return (
    <FormDialog
      title={t('orgs:migration.template.title')}
      description={t('orgs:migration.template.description')}
      testId="new-from-template"
      submitLabel={t('orgs:migration.template.submit')}
      submitTestId="template-submit"
      submitDisabled={busy || !info}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="template-file" label={t('orgs:migration.template.file')}>
        <input
          type="file"
          accept=".drt,application/gzip"
          className="text-sm"
          data-testid="template-file"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </FormField>
      {info && (
        <>
          <FormField id="template-name" label={t('orgs:migration.template.name')}>
            <Input
              value={name}
              maxLength={255}
              onChange={(e) => setName(e.target.value)}
              data-testid="template-name"
            />
          </FormField>
          {info.bindings.map((b) => (
            <FormField
              key={b.key}
              id={`template-view-${b.key}`}
              label={t('orgs:migration.template.view', { name: b.name })}
              hint={
                b.fields.length
                  ? t('orgs:migration.template.needs', { fields: b.fields.join(', ') })
                  : undefined
              }
            >
              <select
                className={selectClass}
                value={bindings[b.key] ?? ''}
                onChange={(e) => setBindings((prev) => ({ ...prev, [b.key]: e.target.value }))}
                data-testid={`template-view-${b.name}`}
              >
                <option value="">{t('orgs:migration.template.noView')}</option>
                {usable.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </select>
            </FormField>
          ))}
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="template-problem">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
