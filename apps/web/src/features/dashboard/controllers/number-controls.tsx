import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitInput, str } from './commit-input';
import type { ControlProps } from './control-props';

const num = (v: string): number | '' => (v === '' || !Number.isFinite(Number(v)) ? '' : Number(v));

/**
 * A native range input: keyboard and screen-reader support come with it. The value applies when the
 * thumb is let go (pointer or key up), so dragging does not query on every step.
 */
function Slider({
  label,
  value,
  min,
  max,
  step,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onCommit: (v: number) => void;
}) {
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? value;
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={String(shown)}
      className="h-2 w-full cursor-pointer accent-primary"
      min={min}
      max={max}
      step={step}
      value={shown}
      onChange={(e) => setDraft(Number(e.target.value))}
      onPointerUp={commit}
      onKeyUp={commit}
      onBlur={commit}
    />
  );
}

/** Number, number range, slider and range slider controllers. */
export function NumberControl({ c, label, values, onChange }: ControlProps) {
  const { t } = useTranslation();
  const { min: minSetting, max: maxSetting, step: stepSetting } = c.settings;
  const min = minSetting ?? 0;
  const max = maxSetting ?? 100;
  const step = stepSetting ?? 1;
  const [from = '', to = ''] = values.map(str);
  const fromLabel = t('dashboards:controller.from', { name: label });
  const toLabel = t('dashboards:controller.to', { name: label });
  switch (c.facade) {
    case 'slider':
      return (
        <div className="flex items-center gap-2">
          <Slider
            label={label}
            value={from === '' ? min : Number(from)}
            min={min}
            max={max}
            step={step}
            onCommit={(v) => onChange([v])}
          />
          <output className="w-12 text-right text-sm tabular-nums">{from || '–'}</output>
        </div>
      );
    case 'rangeSlider':
      return (
        <div className="flex flex-col gap-1">
          <Slider
            label={fromLabel}
            value={from === '' ? min : Number(from)}
            min={min}
            max={max}
            step={step}
            onCommit={(v) => onChange([v, to === '' ? max : Math.max(v, Number(to))])}
          />
          <Slider
            label={toLabel}
            value={to === '' ? max : Number(to)}
            min={min}
            max={max}
            step={step}
            onCommit={(v) => onChange([from === '' ? min : Math.min(v, Number(from)), v])}
          />
          <output className="text-xs tabular-nums text-muted-foreground">
            {from === '' && to === '' ? t('dashboards:controller.all') : `${from || min} – ${to || max}`}
          </output>
        </div>
      );
    case 'rangeValue':
      return (
        <div className="flex items-center gap-1">
          <CommitInput
            label={fromLabel}
            type="number"
            value={from}
            onCommit={(v) => onChange([num(v), num(to)])}
          />
          <span className="text-muted-foreground">–</span>
          <CommitInput
            label={toLabel}
            type="number"
            value={to}
            onCommit={(v) => onChange([num(from), num(v)])}
          />
        </div>
      );
    default:
      return (
        <CommitInput
          label={label}
          type="number"
          value={from}
          onCommit={(v) => onChange(v === '' ? [] : [Number(v)])}
        />
      );
  }
}
