import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { cn } from '@tessera/ui/lib/utils';
import { toast } from '@tessera/ui/toast';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../../lib/trpc';
import { gettingStartedSteps, type Step } from './getting-started-steps';
import { useOrgContent } from './use-org-content';

/**
 * The first page's next step: from the demo data to a view, a chart and a board, each a real action.
 * Shown while the organisation is on that path and the person may take its next step.
 */
export function GettingStarted({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const content = useOrgContent(orgId);
  const steps = content && gettingStartedSteps(content);
  if (!steps) return null;
  return (
    <Card data-testid="getting-started">
      <CardHeader>
        <CardTitle>{t('shell:overview.start.title')}</CardTitle>
        <CardDescription>{t('shell:overview.start.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {steps.map((step, i) => (
            <StepItem key={step.key} step={step} number={i + 1}>
              {step.ready && <StepAction orgId={orgId} step={step.key} />}
            </StepItem>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function StepItem({ step, number, children }: { step: Step; number: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border p-4',
        step.ready && 'border-primary/50 bg-primary/5',
      )}
      data-testid="start-step"
      data-step={step.key}
      data-state={step.done ? 'done' : step.ready ? 'ready' : 'later'}
    >
      <div className="flex items-center gap-2">
        <span
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            step.done ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground',
          )}
        >
          {step.done ? <Check className="size-3.5" aria-hidden /> : number}
        </span>
        <h3 className="text-sm font-semibold">{t(`shell:overview.start.steps.${step.key}.title`)}</h3>
        {step.done && <span className="sr-only">{t('shell:overview.start.done')}</span>}
      </div>
      <p className="text-xs text-muted-foreground">{t(`shell:overview.start.steps.${step.key}.text`)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">{children}</div>
    </li>
  );
}

function StepAction({ orgId, step }: { orgId: string; step: Step['key'] }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addDemo = useMutation(
    trpc.source.addDemo.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.source.list.pathFilter()),
          queryClient.invalidateQueries({ queryKey: ['overview', 'content', orgId] }),
        ]);
        toast.success(t('shell:overview.start.demoAdded'));
      },
    }),
  );
  const label = t(`shell:overview.start.steps.${step}.action`);
  if (step === 'source')
    return (
      <>
        <Button size="sm" loading={addDemo.isPending} onClick={() => addDemo.mutate({ orgId })}>
          {label}
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to="/organizations/$orgId/sources/new" params={{ orgId }}>
            {t('shell:overview.start.steps.source.own')}
          </Link>
        </Button>
      </>
    );
  return (
    <Button size="sm" asChild>
      {step === 'view' ? (
        <Link to="/organizations/$orgId/views/new" params={{ orgId }} search={{ type: 'SQL' }}>
          {label}
        </Link>
      ) : step === 'chart' ? (
        <Link to="/organizations/$orgId/vizs/charts/new" params={{ orgId }}>
          {label}
        </Link>
      ) : (
        <Link to="/organizations/$orgId/vizs" params={{ orgId }} search={{ create: 'dashboard' }}>
          {label}
        </Link>
      )}
    </Button>
  );
}
