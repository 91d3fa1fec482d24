import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Checkbox } from '@tessera/ui/checkbox';
import { Label } from '@tessera/ui/label';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoryTree, useVizTree } from '../../hooks/use-vizs';
import { errorText } from '../../lib/error-text';
import { useTRPC } from '../../lib/trpc';

type Kind = 'DATACHART' | 'DASHBOARD' | 'STORYBOARD';
interface Pickable {
  id: string;
  name: string;
  kind: Kind;
}

function PickList({
  items,
  picked,
  toggle,
}: {
  items: Pickable[];
  picked: Set<string>;
  toggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid max-h-64 gap-1 overflow-auto rounded-md border p-2">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={`export-${item.id}`}
            checked={picked.has(item.id)}
            onCheckedChange={() => toggle(item.id)}
            data-testid={`export-pick-${item.name}`}
          />
          <Label htmlFor={`export-${item.id}`} className="font-normal">
            {item.name}
          </Label>
          <span className="text-xs text-muted-foreground">{t(`orgs:migration.types.${item.kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Export: pick charts, dashboards and storyboards; the file is made as a download task. */
export function ExportCard({ orgId }: { orgId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const viz = useVizTree(orgId);
  const story = useStoryTree(orgId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [versions, setVersions] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const items: Pickable[] = [
    ...viz.items
      .filter((i) => i.type === 'DATACHART' || i.type === 'DASHBOARD')
      .map((i) => ({ id: i.id, name: i.name, kind: i.type as Kind })),
    ...story.items
      .filter((i) => i.type === 'STORYBOARD')
      .map((i) => ({ id: i.id, name: i.name, kind: 'STORYBOARD' as const })),
  ];
  const exporting = useMutation(
    trpc.transfer.export.mutationOptions({
      onSuccess: async () => {
        toast.success(t('orgs:migration.export.done'));
        setPicked(new Set());
        await queryClient.invalidateQueries(trpc.download.list.pathFilter());
      },
      onError: (e) => setProblem(errorText(t, e)),
    }),
  );
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = () => {
    setProblem(null);
    const resources = items
      .filter((i) => picked.has(i.id))
      .map((i) => ({ resourceType: i.kind, resourceId: i.id }));
    if (!resources.length) return setProblem(t('orgs:migration.export.nothing'));
    exporting.mutate({ resources, includeVersions: versions });
  };
  return (
    <Card data-testid="migration-export">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:migration.export.title')}</CardTitle>
        <CardDescription>{t('orgs:migration.export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items.length ? (
          <PickList items={items} picked={picked} toggle={toggle} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('orgs:migration.export.empty')}</p>
        )}
        <div className="flex items-center gap-2 text-sm">
          <Checkbox
            id="export-versions"
            checked={versions}
            onCheckedChange={(v) => setVersions(v === true)}
            data-testid="export-versions"
          />
          <Label htmlFor="export-versions" className="font-normal">
            {t('orgs:migration.export.versions')}
          </Label>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive" data-testid="export-problem">
            {problem}
          </p>
        )}
        <div>
          <Button onClick={submit} disabled={exporting.isPending} data-testid="export-submit">
            {t('orgs:migration.export.submit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
