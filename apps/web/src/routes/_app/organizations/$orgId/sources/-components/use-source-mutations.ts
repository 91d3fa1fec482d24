import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMeta, useServices } from '../../../../../../lib/services';
import type { SourceFormOutput, SourceFormValues } from '../../../../../../lib/source-form-schema';
import { useTRPC } from '../../../../../../lib/trpc';
import { stashUploads } from './pending-uploads';
import type { useSourceServerErrors } from './source-server-errors';
import type { SourceEditorProps, TestState } from './source-editor-types';
import { useRefreshSources, type SourceTypeName } from '../../../../../../hooks/use-sources';

type Config = Record<string, unknown>;

/** The source editor's calls: the connection test, create and save, with their toasts and errors. */
export function useSourceMutations(
  props: SourceEditorProps,
  deps: {
    form: UseFormReturn<SourceFormValues, unknown, SourceFormOutput>;
    type: SourceTypeName;
    serverErrors: ReturnType<typeof useSourceServerErrors>;
    setTest: (test: TestState) => void;
    pendingFiles: File[];
    /** Called before leaving the new source's page for the created source's. */
    leave: () => void;
  },
) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { form, serverErrors, setTest } = deps;
  const { orgId } = props;
  const source = props.mode === 'edit' ? props.source : null;
  const services = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshSources();
  const onServerError = (error: unknown) => {
    if (!serverErrors.apply(error)) services.reporter.report(error);
  };

  const testMutation = useMutation(
    trpc.source.test.mutationOptions({
      meta: formMeta,
      onSuccess: (result) => {
        // What the source's role may do beyond reading (superuser, server files): shown, never blocking.
        const warnings = result.warnings.map((w) => t(`warnings:${w.code}`, w.params));
        setTest({ ok: true, warnings });
        if (warnings.length) toast.warning(`${t('sources:editor.testOk')}: ${warnings[0]}`);
        else toast.success(t('sources:editor.testOk'));
      },
      onError: (error) => {
        serverErrors.apply(error);
        setTest({ ok: false, message: serverErrors.describe(error) });
        toast.error(`${t('sources:editor.testFailed')}: ${serverErrors.describe(error)}`);
      },
    }),
  );
  const create = useMutation(
    trpc.source.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (created) => {
        deps.leave();
        form.reset(form.getValues());
        await refresh();
        toast.success(t('sources:editor.created'));
        stashUploads(created.id, deps.pendingFiles);
        void navigate({
          to: '/organizations/$orgId/sources/$sourceId',
          params: { orgId, sourceId: created.id },
          replace: true,
        });
      },
      onError: onServerError,
    }),
  );
  const update = useMutation(
    trpc.source.update.mutationOptions({
      meta: formMeta,
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.source.byId.queryKey({ id: saved.id }), (old) =>
          old ? { ...old, ...saved } : old,
        );
        await refresh();
        toast.success(t('sources:editor.saved'));
      },
      onError: onServerError,
    }),
  );

  const test = (properties: Config) =>
    testMutation.mutate({
      orgId,
      type: deps.type,
      properties,
      ...(source ? { sourceId: source.id } : {}),
    });

  /** Sends the checked name and description with the config; what was sent becomes the saved state. */
  const save = (values: { name: string; description: string | null }, config: Config) => {
    const sent = form.getValues();
    if (source)
      update.mutate(
        { id: source.id, ...values, config },
        { onSuccess: () => form.reset(sent, { keepErrors: false }) },
      );
    else if (props.mode === 'create')
      create.mutate({ orgId, ...values, type: deps.type, config, parentId: props.parentId });
  };

  return {
    test,
    save,
    testing: testMutation.isPending,
    saving: create.isPending || update.isPending,
  };
}
