import type { ConditionStyle } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const OPERATORS: ConditionStyle['operator'][] = ['between', 'notBetween', '=', '!=', '>', '>=', '<', '<='];
/** Locale key of each operator (the symbols are not valid key names). */
const opKey: Record<ConditionStyle['operator'], string> = {
  between: 'between',
  notBetween: 'notBetween',
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
};
const isRange = (op: ConditionStyle['operator']) => op === 'between' || op === 'notBetween';

/** One conditional style of a column: an operator, its value or range, and the colours of matching cells. */
export function ConditionStyleRow({
  rule,
  onChange,
  onRemove,
}: {
  rule: ConditionStyle;
  onChange: (rule: ConditionStyle) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [from, to] = Array.isArray(rule.value) ? rule.value : [rule.value, rule.value];
  const num = (v: string) => Number(v) || 0;
  return (
    <div className="space-y-1 rounded border border-border/70 p-1.5" data-testid="condition-style">
      <div className="flex items-center gap-1">
        <Select
          value={rule.operator}
          onValueChange={(op) => {
            const operator = op as ConditionStyle['operator'];
            onChange({ ...rule, operator, value: isRange(operator) ? [from, to] : from });
          }}
        >
          <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:columnTemplate.operator')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {OPERATORS.map((op) => (
              <SelectItem key={op} value={op}>
                {t(`vizs:columnTemplate.operators.${opKey[op]}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('vizs:columnTemplate.removeCondition')}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Input
          type="number"
          className="h-7 text-xs"
          aria-label={t(isRange(rule.operator) ? 'vizs:columnTemplate.from' : 'vizs:columnTemplate.value')}
          value={from}
          onChange={(e) =>
            onChange({
              ...rule,
              value: isRange(rule.operator) ? [num(e.target.value), to] : num(e.target.value),
            })
          }
        />
        {isRange(rule.operator) && (
          <Input
            type="number"
            className="h-7 text-xs"
            aria-label={t('vizs:columnTemplate.to')}
            value={to}
            onChange={(e) => onChange({ ...rule, value: [from, num(e.target.value)] })}
          />
        )}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <label className="flex items-center gap-1">
          <input
            type="color"
            aria-label={t('vizs:columnTemplate.background')}
            value={rule.color.background ?? '#fff3bf'}
            onChange={(e) => onChange({ ...rule, color: { ...rule.color, background: e.target.value } })}
            className="h-6 w-8 cursor-pointer rounded border border-border bg-transparent p-0.5"
          />
          {t('vizs:columnTemplate.background')}
        </label>
        <label className="flex items-center gap-1">
          <input
            type="color"
            aria-label={t('vizs:columnTemplate.textColor')}
            value={rule.color.textColor ?? '#212529'}
            onChange={(e) => onChange({ ...rule, color: { ...rule.color, textColor: e.target.value } })}
            className="h-6 w-8 cursor-pointer rounded border border-border bg-transparent p-0.5"
          />
          {t('vizs:columnTemplate.textColor')}
        </label>
      </div>
    </div>
  );
}
