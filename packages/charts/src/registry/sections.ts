import type { SectionType } from '../config/config.schemas';

/** Field actions offered per section (datart-facts §6.1). */
export type FieldAction =
  'sortable' | 'alias' | 'format' | 'aggregate' | 'filter' | 'colorize' | 'size' | 'dateLevel';

export interface SectionDef {
  key: string;
  type: SectionType;
  /** i18n key of the drop zone's title (`charts.sections.<label>`). */
  label: string;
  required?: boolean;
  /** [min, max] number of fields; absent = unlimited. */
  limit?: [number, number];
  drillable?: boolean;
  allowSameField?: boolean;
  actions: FieldAction[];
}

const actionsByType: Record<SectionType, FieldAction[]> = {
  group: ['alias', 'sortable', 'dateLevel'],
  aggregate: ['aggregate', 'alias', 'format', 'sortable'],
  mixed: ['aggregate', 'alias', 'format', 'sortable', 'dateLevel'],
  filter: ['filter'],
  color: ['alias', 'colorize'],
  info: ['aggregate', 'alias', 'format'],
  size: ['aggregate', 'alias', 'format', 'size'],
};

export function section(
  key: string,
  type: SectionType,
  extra: Partial<Omit<SectionDef, 'key' | 'type'>> = {},
): SectionDef {
  return { key, type, label: extra.label ?? key, actions: extra.actions ?? actionsByType[type], ...extra };
}

export const dimension = (limit: [number, number], drillable = true): SectionDef =>
  section('dimension', 'group', { required: limit[0] > 0, limit, drillable });
export const metrics = (limit: [number, number], key = 'metrics'): SectionDef =>
  section(key, 'aggregate', { required: true, limit });
export const filter = (): SectionDef => section('filter', 'filter', { allowSameField: true });
export const color = (): SectionDef => section('color', 'color', { label: 'colorize', limit: [0, 1] });
export const info = (): SectionDef => section('info', 'info');
export const size = (): SectionDef => section('size', 'size', { limit: [0, 1] });
