import {
  DATE_LEVEL_DELIMITER,
  dateLevels,
  type ChartField,
  type DateLevel,
  type FieldAction,
  type SectionType,
} from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type FieldDialog = 'alias' | 'format' | 'filter' | 'customSort' | 'colors' | 'size';
export type FieldEdit =
  | { kind: 'patch'; patch: (f: ChartField) => ChartField }
  | { kind: 'dateLevel'; level: DateLevel }
  | { kind: 'remove' }
  | { kind: 'dialog'; dialog: FieldDialog };

const AGGREGATES = ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN'] as const;

/** A field's actions in its section, as the chart type allows them (datart-facts §6.1). */
export function FieldMenu({
  field,
  sectionType,
  actions,
  label,
  onEdit,
}: {
  field: ChartField;
  /** Absent for a section stored without a type (kept as Datart wrote it). */
  sectionType: SectionType | undefined;
  actions: FieldAction[];
  label: string;
  onEdit: (edit: FieldEdit) => void;
}) {
  const { t } = useTranslation();
  const has = (a: FieldAction) => actions.includes(a);
  const isNumeric = field.type === 'NUMERIC';
  const level = field.colName.split(DATE_LEVEL_DELIMITER)[1];
  const aggregates = AGGREGATES.filter(
    (a) => isNumeric || a === 'COUNT' || a === 'COUNT_DISTINCT' || a === 'MAX' || a === 'MIN',
  );
  const patch = (p: Partial<ChartField>) => onEdit({ kind: 'patch', patch: (f) => ({ ...f, ...p }) });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-5"
          aria-label={t('vizs:workbench.fieldActions', { name: label })}
          data-testid="section-field-menu"
        >
          <ChevronDown className="size-3" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        {has('aggregate') && field.category !== 'aggregateComputedField' && sectionType !== 'group' && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{t('vizs:fieldMenu.aggregate')}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={field.aggregate ?? 'NONE'}
                onValueChange={(v) => patch({ aggregate: v as ChartField['aggregate'] })}
              >
                {sectionType === 'mixed' && (
                  <DropdownMenuRadioItem value="NONE">{t('vizs:aggregates.NONE')}</DropdownMenuRadioItem>
                )}
                {aggregates.map((a) => (
                  <DropdownMenuRadioItem key={a} value={a}>
                    {t(`vizs:aggregates.${a}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        {has('sortable') && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{t('vizs:fieldMenu.sort')}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={field.sort?.type ?? 'NONE'}
                onValueChange={(v) =>
                  v === 'CUSTOMIZE'
                    ? onEdit({ kind: 'dialog', dialog: 'customSort' })
                    : patch({ sort: { type: v as 'ASC' | 'DESC' | 'NONE' } })
                }
              >
                {(['ASC', 'DESC', 'NONE'] as const).map((s) => (
                  <DropdownMenuRadioItem key={s} value={s}>
                    {t(`vizs:sort.${s}`)}
                  </DropdownMenuRadioItem>
                ))}
                {sectionType !== 'aggregate' && (
                  <DropdownMenuRadioItem value="CUSTOMIZE">{t('vizs:sort.CUSTOMIZE')}</DropdownMenuRadioItem>
                )}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        {has('dateLevel') && level && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{t('vizs:fieldMenu.dateLevel')}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={level}
                onValueChange={(v) => onEdit({ kind: 'dateLevel', level: v as DateLevel })}
              >
                {dateLevels.map((l) => (
                  <DropdownMenuRadioItem key={l} value={l}>
                    {t(`vizs:dateLevels.${l}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        {has('alias') && (
          <DropdownMenuItem onSelect={() => onEdit({ kind: 'dialog', dialog: 'alias' })}>
            {t('vizs:fieldMenu.alias')}
          </DropdownMenuItem>
        )}
        {has('format') && (
          <DropdownMenuItem onSelect={() => onEdit({ kind: 'dialog', dialog: 'format' })}>
            {t('vizs:fieldMenu.format')}
          </DropdownMenuItem>
        )}
        {has('colorize') && (
          <DropdownMenuItem
            data-testid="field-colors"
            onSelect={() => onEdit({ kind: 'dialog', dialog: 'colors' })}
          >
            {t('vizs:fieldMenu.colors')}
          </DropdownMenuItem>
        )}
        {has('size') && (
          <DropdownMenuItem
            data-testid="field-size"
            onSelect={() => onEdit({ kind: 'dialog', dialog: 'size' })}
          >
            {t('vizs:fieldMenu.size')}
          </DropdownMenuItem>
        )}
        {has('filter') && (
          <DropdownMenuItem onSelect={() => onEdit({ kind: 'dialog', dialog: 'filter' })}>
            {t('vizs:fieldMenu.filter')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive focus:text-destructive"
          onSelect={() => onEdit({ kind: 'remove' })}
        >
          {t('vizs:fieldMenu.remove')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
