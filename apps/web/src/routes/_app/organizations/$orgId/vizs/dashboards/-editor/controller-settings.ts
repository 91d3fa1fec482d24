import {
  relationType,
  type BoardWidget,
  type DateUnit,
  type StoredRelation,
  type Visibility,
} from '@tessera/charts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** What the controller settings dialog edits; written back into Datart's `content.config`. */
export interface ControllerForm {
  operator: string;
  canChangeOperator: boolean;
  required: boolean;
  visibility: Visibility['type'];
  dependsOn: string;
  relation: 'EQ' | 'NE';
  conditionValue: string;
  cascadeParents: string[];
  /** Time controllers' starting range: none, the last N units, or fixed dates. */
  dateMode: 'none' | 'relative' | 'exact';
  lastAmount: number;
  lastUnit: DateUnit;
  exactFrom: string;
  exactTo: string;
  recommend: string;
  min: string;
  max: string;
  step: string;
  parentField: string;
}

export function readControllerForm(w: BoardWidget): ControllerForm {
  const c = w.controller!;
  const s = c.settings;
  const vis = s.visibility;
  const start = s.date?.start;
  const end = s.date?.end;
  const relative = start?.relativeValue;
  return {
    operator: c.operator,
    canChangeOperator: s.canChangeOperator,
    required: s.required,
    visibility: vis.type,
    dependsOn: vis.type === 'condition' ? vis.controllerId : '',
    relation: vis.type === 'condition' ? vis.relation : 'EQ',
    conditionValue: vis.type === 'condition' ? vis.value : '',
    cascadeParents: c.cascadeParents,
    dateMode: relative ? 'relative' : start?.exactValue || end?.exactValue ? 'exact' : 'none',
    lastAmount: relative ? relative.amount + 1 : 7,
    lastUnit: relative?.unit ?? 'd',
    exactFrom: start?.exactValue?.slice(0, 10) ?? '',
    exactTo: end?.exactValue?.slice(0, 10) ?? '',
    recommend: c.facade === 'recommendTime' && typeof c.values[0] === 'string' ? c.values[0] : '',
    min: s.min === null ? '' : String(s.min),
    max: s.max === null ? '' : String(s.max),
    step: s.step === null ? '' : String(s.step),
    parentField: s.parentFields[0] ?? '',
  };
}

const numberOrNull = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));

function controllerDate(f: ControllerForm, pickerType: unknown): Json | undefined {
  const base = { pickerType: typeof pickerType === 'string' ? pickerType : 'date' };
  if (f.dateMode === 'relative') {
    const n = Math.max(1, Math.floor(f.lastAmount));
    return {
      ...base,
      startTime: {
        relativeOrExact: 'relative',
        relativeValue: { amount: n - 1, unit: f.lastUnit, direction: '-' },
      },
      endTime: {
        relativeOrExact: 'relative',
        relativeValue: { amount: 0, unit: f.lastUnit, direction: '+0' },
      },
    };
  }
  if (f.dateMode === 'exact')
    return {
      ...base,
      startTime: { relativeOrExact: 'exact', exactValue: f.exactFrom || null },
      endTime: { relativeOrExact: 'exact', exactValue: f.exactTo || null },
    };
  return undefined;
}

/** The widget config with the form written into `content.config` (other keys kept as they were). */
export function writeControllerForm(config: Json, facade: string, f: ControllerForm): Json {
  const content = obj(config.content);
  const old = obj(content.config);
  const { controllerDate: oldDate, ...rest } = old;
  const date = controllerDate(f, obj(oldDate).pickerType);
  const next: Json = {
    ...rest,
    sqlOperator: f.operator,
    canChangeSqlOperator: f.canChangeOperator,
    required: f.required,
    visibility:
      f.visibility === 'condition' && f.dependsOn
        ? {
            visibilityType: 'condition',
            condition: { dependentControllerId: f.dependsOn, relation: f.relation, value: f.conditionValue },
          }
        : { visibilityType: f.visibility === 'condition' ? 'show' : f.visibility },
    minValue: numberOrNull(f.min),
    maxValue: numberOrNull(f.max),
    sliderConfig: { ...obj(old.sliderConfig), step: numberOrNull(f.step) },
    parentFields: f.parentField ? [f.parentField] : [],
    ...(date ? { controllerDate: date } : {}),
    ...(facade === 'recommendTime' ? { controllerValues: f.recommend ? [f.recommend] : [] } : {}),
  };
  return { ...config, content: { ...content, config: next } };
}

const CASCADE = 'controlToControlCascade';

/**
 * Datart keeps a cascade on the parent: a `controlToControlCascade` relation from each parent to the
 * child. Rewrites those naming `childId` so that exactly `parents` carry one.
 */
export function withCascade<W extends { id: string; relations?: StoredRelation[] }>(
  items: W[],
  childId: string,
  parents: string[],
): W[] {
  return items.map((w) => {
    const own = w.relations ?? [];
    const had = own.some((r) => r.targetId === childId && relationType(r) === CASCADE);
    const wants = parents.includes(w.id);
    if (had === wants) return w;
    const kept = own.filter((r) => !(r.targetId === childId && relationType(r) === CASCADE));
    return {
      ...w,
      relations: wants ? [...kept, { sourceId: w.id, targetId: childId, config: { type: CASCADE } }] : kept,
    };
  });
}
