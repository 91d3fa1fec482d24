import { LINE_STYLES, fontSizeChoices, fontWeightChoices, type DefaultStyleNode } from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** Choices of the select-like editors that carry no `options.items` of their own. */
const fixedItems: Record<string, string[]> = {
  labelPosition: ['top', 'inside', 'left', 'right', 'bottom'],
  fontAlignment: ['default', 'left', 'center', 'right'],
  fontFamily: ['PingFang SC', 'Microsoft YaHei', 'Arial', 'Helvetica', 'monospace'],
  pivotSheetTheme: ['default', 'colorful', 'gray'],
};
const lineTypes: string[] = [...LINE_STYLES];

/** The editors a node's `comType` asks for; null for those edited elsewhere (or not editable here). */
export function hasEditor(comType: string | undefined): boolean {
  return (
    comType !== undefined &&
    !['tableHeader', 'listTemplate', 'drillThroughPanel', 'text', 'reference'].includes(comType)
  );
}

function SelectBox({
  id,
  value,
  items,
  onChange,
  label,
}: {
  id: string;
  value: string;
  items: string[];
  onChange: (v: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="h-7 w-full text-xs" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {items.map((item) => (
          <SelectItem key={item} value={item}>
            {t(`vizs:styleOptions.${item}`, { defaultValue: item })}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function ColorInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  return (
    <input
      type="color"
      aria-label={label}
      value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#495057'}
      onChange={(e) => onChange(e.target.value)}
      className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
    />
  );
}

/** One leaf of a style / settings tree, edited by its `comType`. */
export function StyleControl({
  node,
  id,
  label,
  onChange,
}: {
  node: DefaultStyleNode;
  id: string;
  label: string;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const value = node.value;
  const items = (node.options?.items as string[] | undefined) ?? fixedItems[node.comType ?? ''];
  switch (node.comType) {
    case 'checkbox':
      return <Checkbox id={id} checked={value === true} onCheckedChange={(c) => onChange(c === true)} />;
    case 'inputNumber':
    case 'inputPercentage':
      return (
        <Input
          id={id}
          type="number"
          className="h-7 text-xs"
          step={node.comType === 'inputPercentage' ? 0.05 : 1}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'fontColor':
      return <ColorInput value={String(value ?? '')} onChange={onChange} label={label} />;
    case 'colorRange': {
      const [from = '#d0e4ff', to = '#1b6ac9'] = Array.isArray(value) ? (value as string[]) : [];
      return (
        <div className="flex gap-1">
          <ColorInput value={from} onChange={(v) => onChange([v, to])} label={`${label} 1`} />
          <ColorInput value={to} onChange={(v) => onChange([from, v])} label={`${label} 2`} />
        </div>
      );
    }
    case 'font': {
      const font = asObj(value);
      return (
        <div className="flex items-center gap-1">
          <SelectBox
            id={id}
            label={t('vizs:style.fontSize')}
            value={String(Number(font.fontSize ?? 12) || 12)}
            items={fontSizeChoices(font.fontSize ?? 12).map(String)}
            onChange={(v) => onChange({ ...font, fontSize: Number(v) })}
          />
          <SelectBox
            id={`${id}-weight`}
            label={t('vizs:style.fontWeight')}
            value={String(font.fontWeight ?? 'normal')}
            items={fontWeightChoices(font.fontWeight ?? 'normal')}
            onChange={(v) => onChange({ ...font, fontWeight: v })}
          />
          <ColorInput
            value={String(font.color ?? '')}
            onChange={(v) => onChange({ ...font, color: v })}
            label={t('vizs:style.color')}
          />
        </div>
      );
    }
    case 'line': {
      const line = asObj(value);
      return (
        <div className="flex items-center gap-1">
          <Input
            id={id}
            type="number"
            min={0}
            max={20}
            className="h-7 w-14 text-xs"
            aria-label={t('vizs:style.lineWidth')}
            value={typeof line.width === 'number' ? line.width : 1}
            onChange={(e) => onChange({ ...line, width: Number(e.target.value) })}
          />
          <SelectBox
            id={`${id}-type`}
            label={t('vizs:style.lineType')}
            value={String(line.type ?? 'solid')}
            items={lineTypes}
            onChange={(v) => onChange({ ...line, type: v })}
          />
          <ColorInput
            value={String(line.color ?? '')}
            onChange={(v) => onChange({ ...line, color: v })}
            label={t('vizs:style.color')}
          />
        </div>
      );
    }
    default:
      if (items)
        return (
          <SelectBox
            id={id}
            label={label}
            value={String(value ?? items[0])}
            items={items}
            onChange={onChange}
          />
        );
      return (
        <Input
          id={id}
          className="h-7 text-xs"
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
