import type { FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { sectionFields } from '../common/fields';
import type { Cell } from '../../types';

export interface ScorecardModel {
  label: string;
  showLabel: boolean;
  labelPosition: 'row' | 'column';
  value: Cell;
  text: string;
  valueStyle: Record<string, unknown>;
  labelStyle: Record<string, unknown>;
  autoFontSize: boolean;
}

/** The scorecard (`react-scorecard`): one metric's value and formatted text. */
export function scorecardModel({ chart, reader, ctx }: FamilyInput): ScorecardModel {
  const s = styleOf(chart);
  const metric = sectionFields(chart.config, { type: 'aggregate' })[0];
  const index = metric ? reader.indexOfField(metric) : -1;
  const value = index >= 0 ? (reader.rows[0]?.[index] ?? null) : null;
  return {
    label: metric?.name ?? '',
    showLabel: s<boolean>('label', 'showLabel') ?? true,
    labelPosition: s<'row' | 'column'>('label', 'position') ?? 'column',
    value,
    text: fmt(ctx, metric?.field.format, metric?.field)(value),
    valueStyle: textStyle(s<Font>('data', 'font')),
    labelStyle: textStyle(s<Font>('label', 'font')),
    autoFontSize: s<boolean>('data', 'autoFontSize') ?? true,
  };
}
