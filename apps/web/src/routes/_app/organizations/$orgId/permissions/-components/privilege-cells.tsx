import { Checkbox } from '@tessera/ui/checkbox';
import { cn } from '@tessera/ui/lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from '@tessera/ui/tooltip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  checkedLevels,
  toggleLevel,
  type Effective,
  type LevelName,
} from '../../../../../../lib/permissions';

/** The label of a privilege for a resource type ("Use" for sources and views, "View" elsewhere). */
export function levelLabel(t: TFunction, type: string, level: LevelName): string {
  return t([`permissions:levelsByType.${type}.${level}`, `permissions:levels.${level}`]);
}

/** The name of a resource type, falling back to the type id for types added later. */
export function typeLabel(t: TFunction, type: string): string {
  return t(`permissions:resources.types.${type}`, { defaultValue: type });
}

/**
 * One checkbox per privilege of a row. Inherited values are shown greyed with where they come from;
 * ticking one turns the row into an explicit entry starting from what it inherited.
 */
export function PrivilegeCells({
  type,
  levels,
  effective,
  fromName,
  itemName,
  onChange,
  disabled,
}: {
  type: string;
  levels: readonly LevelName[];
  effective: Effective;
  fromName?: string;
  itemName: string;
  onChange: (permission: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const checked = checkedLevels(effective.permission, levels);
  const inherited = !effective.explicit && effective.from !== null;
  return (
    <>
      {levels.map((level) => {
        const box = (
          <Checkbox
            checked={checked.has(level)}
            disabled={disabled}
            data-inherited={inherited || undefined}
            aria-label={`${levelLabel(t, type, level)} – ${itemName}`}
            className={cn(
              !effective.explicit &&
                'border-dashed border-muted-foreground data-[state=checked]:border-solid data-[state=checked]:border-muted-foreground data-[state=checked]:bg-muted-foreground',
            )}
            onCheckedChange={(v) => onChange(toggleLevel(effective.permission, level, v === true, levels))}
          />
        );
        return (
          <td key={level} className="w-24 px-3 py-2 text-center align-middle">
            {inherited && fromName ? (
              <Tooltip>
                <TooltipTrigger asChild>
                  <span className="inline-flex">{box}</span>
                </TooltipTrigger>
                <TooltipContent>{t('permissions:resources.inherited', { from: fromName })}</TooltipContent>
              </Tooltip>
            ) : (
              box
            )}
          </td>
        );
      })}
    </>
  );
}
