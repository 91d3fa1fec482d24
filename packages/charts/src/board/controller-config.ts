import type { DateBound } from '../dates/date-bounds';
import { parseDateBound } from '../dates/date-bounds';
import { pickerTypes, type PickerType } from '../dates/picker-types';

/**
 * The parts of a controller's `content.config` (datart-facts §6.3) beyond its binding: when it shows,
 * whether a value is required, which operators the viewer may switch between, its time bounds and its
 * numeric range. Stored JSON is read leniently: a missing or odd part falls back to Datart's default.
 */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const numOr = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export type Visibility =
  | { type: 'show' }
  | { type: 'hide' }
  | { type: 'condition'; controllerId: string; relation: 'EQ' | 'NE'; value: string };

export { pickerTypes, type PickerType } from '../dates/picker-types';

export interface ControllerSettings {
  visibility: Visibility;
  required: boolean;
  canChangeOperator: boolean;
  /** `controllerDate`: the picker's granularity and the saved start / end (relative or exact). */
  date: { pickerType: PickerType; start: DateBound | null; end: DateBound | null } | null;
  min: number | null;
  max: number | null;
  step: number | null;
  /** Columns whose values nest this controller's options (a tree: parent column first). */
  parentFields: string[];
}

export function parseVisibility(v: unknown): Visibility {
  const vis = obj(v);
  if (vis.visibilityType === 'hide') return { type: 'hide' };
  const cond = obj(vis.condition);
  if (vis.visibilityType === 'condition' && typeof cond.dependentControllerId === 'string')
    return {
      type: 'condition',
      controllerId: cond.dependentControllerId,
      relation: cond.relation === 'NE' ? 'NE' : 'EQ',
      value: cond.value === undefined || cond.value === null ? '' : String(cond.value),
    };
  return { type: 'show' };
}

export function parseControllerSettings(config: unknown): ControllerSettings {
  const c = obj(config);
  const date = obj(c.controllerDate);
  const slider = obj(c.sliderConfig);
  const hasDate = Object.keys(date).length > 0;
  return {
    visibility: parseVisibility(c.visibility),
    required: c.required === true,
    canChangeOperator: c.canChangeSqlOperator === true,
    date: hasDate
      ? {
          pickerType: (pickerTypes as readonly unknown[]).includes(date.pickerType)
            ? (date.pickerType as PickerType)
            : 'date',
          start: parseDateBound(date.startTime),
          end: parseDateBound(date.endTime),
        }
      : null,
    min: numOr(c.minValue),
    max: numOr(c.maxValue),
    step: numOr(slider.step),
    parentFields: Array.isArray(c.parentFields)
      ? (c.parentFields as unknown[]).filter((f): f is string => typeof f === 'string' && f !== '')
      : [],
  };
}
