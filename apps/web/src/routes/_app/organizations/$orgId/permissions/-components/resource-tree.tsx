import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { cn } from '@tessera/ui/lib/utils';
import { Folder, Info, Undo2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ancestry,
  effectivePermission,
  flattenTree,
  has,
  Level,
  MODULE_ID,
  type LevelName,
} from '../../../../../../lib/permissions';
import type { Catalog } from './catalog';
import { PrivilegeCells, typeLabel } from './privilege-cells';
import type { GrantDraft, Subject } from './use-grant-draft';

export function ResourceTree({
  subject,
  type,
  draft,
}: {
  subject: Subject;
  type: Catalog['resourceTypes'][number];
  draft: GrantDraft;
}) {
  const { t } = useTranslation();
  const items = useMemo(() => new Map(type.items.map((i) => [i.id, i])), [type.items]);
  const rows = useMemo(() => flattenTree(type.items), [type.items]);
  const moduleOn = has(draft.get(subject, type.module, MODULE_ID) ?? 0, Level.ENABLE);
  const allLabel = t('permissions:resources.all');
  // The viz type's two roots come named by their ids: the screen says what they hold.
  const rootName = (id: string, name: string) =>
    type.type === 'VIZ' && (id === 'FOLDER' || id === 'STORYBOARD')
      ? t(`permissions:resources.vizRoots.${id}`)
      : name;
  const nameOf = (id: string) => (id === type.type ? allLabel : rootName(id, items.get(id)?.name ?? id));
  const lookup = (id: string) => draft.get(subject, type.type, id);
  const rootLevels: LevelName[] = type.levels;

  const row = (id: string, name: string, depth: number, isFolder: boolean) => {
    const chain = ancestry(items, type.type, id);
    const effective = effectivePermission(lookup, chain);
    return (
      <tr
        key={id}
        className="border-b border-border last:border-0 hover:bg-muted/40"
        data-testid={`resource-row-${id}`}
      >
        <td className="px-3 py-2">
          <div className="flex items-center gap-1.5" style={{ paddingLeft: depth * 18 }}>
            {isFolder && <Folder className="size-3.5 shrink-0 text-muted-foreground" />}
            <span className={cn('truncate text-sm', id === type.type && 'font-medium')}>{name}</span>
            {!effective.explicit && effective.from && (
              <span className="truncate text-xs text-muted-foreground">
                · {t('permissions:resources.inherited', { from: nameOf(effective.from) })}
              </span>
            )}
          </div>
        </td>
        <PrivilegeCells
          type={type.type}
          levels={rootLevels}
          effective={effective}
          fromName={effective.from ? nameOf(effective.from) : undefined}
          itemName={name}
          onChange={(p) => draft.set(subject, type.type, id, p)}
        />
        <td className="w-24 px-3 py-2 text-right">
          {effective.explicit && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              title={t('permissions:resources.inheritHint', { name })}
              onClick={() => draft.set(subject, type.type, id, null)}
            >
              <Undo2 />
              {t('permissions:resources.inherit')}
            </Button>
          )}
        </td>
      </tr>
    );
  };

  return (
    <Card data-testid={`resource-type-${type.type}`}>
      <CardHeader className="pb-3">
        <CardTitle>
          {t('permissions:resources.title')} · {typeLabel(t, type.type)}
        </CardTitle>
        <CardDescription>{t('permissions:resources.description')}</CardDescription>
        {!moduleOn && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Info className="size-3.5" />
            {t('permissions:resources.moduleOff')}
          </p>
        )}
      </CardHeader>
      <CardContent className="p-0">
        <div className="overflow-x-auto border-t border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50">
              <tr className="border-b border-border">
                <th className="h-9 px-3 text-left text-xs font-medium text-muted-foreground">
                  {t('permissions:resources.item')}
                </th>
                {rootLevels.map((l) => (
                  <th key={l} className="h-9 w-24 px-3 text-center text-xs font-medium text-muted-foreground">
                    {t([`permissions:levelsByType.${type.type}.${l}`, `permissions:levels.${l}`])}
                  </th>
                ))}
                <th className="w-24">
                  <span className="sr-only">{t('common:grid.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {row(type.type, allLabel, 0, false)}
              {rows.map((r) => row(r.id, rootName(r.id, r.name), r.depth + 1, r.isFolder))}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className="px-5 py-3 text-xs text-muted-foreground">{t('permissions:resources.none')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
