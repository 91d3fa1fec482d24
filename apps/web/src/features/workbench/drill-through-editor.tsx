import {
  drillThroughFields,
  drillThroughRuleSchema,
  setStyleValue,
  styleValue,
  type DatachartConfig,
  type DrillThroughRule,
} from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DrillThroughMapping } from './drill-through-mapping';

type Category = DrillThroughRule['category'];
const CATEGORIES: Category[] = ['jumpToChart', 'jumpToDashboard', 'jumpToURL'];
export type DrillTargets = Record<'chart' | 'dashboard', { id: string; name: string }[]>;

let seq = 0;
const newId = () => `dt${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * Drill-through rules (interactions `drillThrough`, Datart's shape): a click on a point opens a chart, a
 * dashboard or a web address, with the clicked dimension values in the query string.
 */
export function DrillThroughEditor({
  config,
  targets,
  onChange,
}: {
  config: DatachartConfig;
  targets: DrillTargets;
  onChange: (config: DatachartConfig) => void;
}) {
  const { t } = useTranslation();
  const tree = config.chartConfig.interactions;
  const fields = drillThroughFields(config);
  const enabled = styleValue<boolean>(tree, ['drillThrough', 'enable']) === true;
  const raw = styleValue<unknown>(tree, ['drillThrough', 'rules']);
  const rules = (Array.isArray(raw) ? raw : []).flatMap((r) => {
    const p = drillThroughRuleSchema.safeParse(r);
    return p.success ? [p.data] : [];
  });
  const write = (key: 'enable' | 'rules', value: unknown) =>
    onChange({
      ...config,
      chartConfig: { ...config.chartConfig, interactions: setStyleValue(tree, ['drillThrough', key], value) },
    });
  const setRule = (i: number, rule: DrillThroughRule) =>
    write(
      'rules',
      rules.map((r, j) => (j === i ? rule : r)),
    );
  return (
    <section className="space-y-2 rounded-md border border-border p-2" data-testid="drill-through">
      <div className="flex items-center gap-2">
        <Checkbox id="dt-enable" checked={enabled} onCheckedChange={(c) => write('enable', c === true)} />
        <Label htmlFor="dt-enable" className="text-xs font-medium">
          {t('vizs:drillThrough.enable')}
        </Label>
      </div>
      <p className="text-xs text-muted-foreground">{t('vizs:drillThrough.hint')}</p>
      {enabled &&
        rules.map((rule, i) => {
          const target = rule[rule.category] ?? {};
          const kind = rule.category === 'jumpToChart' ? 'chart' : 'dashboard';
          return (
            <div
              key={rule.id}
              className="space-y-1 rounded-md border border-border p-2"
              data-testid="drill-through-rule"
            >
              <div className="flex items-center gap-1">
                <Select
                  value={rule.category}
                  onValueChange={(c) =>
                    setRule(i, {
                      id: rule.id,
                      event: 'left',
                      action: 'redirect',
                      category: c as Category,
                      [c]: { relation: 'auto' },
                    })
                  }
                >
                  <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:drillThrough.category')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {t(`vizs:drillThrough.categories.${c}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('vizs:drillThrough.remove')}
                  onClick={() =>
                    write(
                      'rules',
                      rules.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 />
                </Button>
              </div>
              {rule.category === 'jumpToURL' ? (
                <Input
                  type="url"
                  className="h-7 text-xs"
                  placeholder="https://"
                  aria-label={t('vizs:drillThrough.url')}
                  value={target.url ?? ''}
                  onChange={(e) => setRule(i, { ...rule, jumpToURL: { ...target, url: e.target.value } })}
                />
              ) : (
                <Select
                  value={target.relId ?? ''}
                  onValueChange={(id) => setRule(i, { ...rule, [rule.category]: { ...target, relId: id } })}
                >
                  <SelectTrigger className="h-7 text-xs" aria-label={t(`vizs:drillThrough.target.${kind}`)}>
                    <SelectValue placeholder={t(`vizs:drillThrough.pick.${kind}`)} />
                  </SelectTrigger>
                  <SelectContent>
                    {targets[kind].map((n) => (
                      <SelectItem key={n.id} value={n.id}>
                        {n.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
              <DrillThroughMapping
                target={target}
                fields={fields}
                onChange={(next) => setRule(i, { ...rule, [rule.category]: next })}
              />
            </div>
          );
        })}
      {enabled && (
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          data-testid="drill-through-add"
          onClick={() =>
            write('rules', [
              ...rules,
              {
                id: newId(),
                event: 'left',
                action: 'redirect',
                category: 'jumpToURL',
                jumpToURL: { url: '', relation: 'auto' },
              },
            ])
          }
        >
          <Plus />
          {t('vizs:drillThrough.add')}
        </Button>
      )}
    </section>
  );
}
