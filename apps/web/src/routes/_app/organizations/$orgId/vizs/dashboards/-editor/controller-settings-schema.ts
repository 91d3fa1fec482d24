import { dateUnits, type BoardWidget } from '@tessera/charts';
import { z } from 'zod';
import { readControllerForm, type ControllerForm } from './controller-settings';

/** A filter's settings as its dialog edits them: the "last N" of a starting range as typed. */
export type ControllerFormValues = Omit<ControllerForm, 'lastAmount'> & { lastAmount: string };

/** The dialog's values of a filter on the board. */
export function toControllerFormValues(widget: BoardWidget): ControllerFormValues {
  const form = readControllerForm(widget);
  return { ...form, lastAmount: String(form.lastAmount) };
}

const isWholeFromOne = (text: string) =>
  text.trim() !== '' && Number.isInteger(Number(text)) && Number(text) >= 1;

/**
 * The filter settings dialog's checks (messages are keys of `validation`): a filter shown on another
 * filter's value names that filter; a starting range of the last N units takes a whole N from 1. It
 * submits the `ControllerForm` that `writeControllerForm` writes into the widget.
 */
export const controllerSettingsFormSchema = z
  .object({
    operator: z.string(),
    canChangeOperator: z.boolean(),
    required: z.boolean(),
    visibility: z.enum(['show', 'hide', 'condition']),
    dependsOn: z.string(),
    relation: z.enum(['EQ', 'NE']),
    conditionValue: z.string(),
    cascadeParents: z.array(z.string()),
    dateMode: z.enum(['none', 'relative', 'exact']),
    lastAmount: z.string(),
    lastUnit: z.enum(dateUnits),
    exactFrom: z.string(),
    exactTo: z.string(),
    recommend: z.string(),
    min: z.string(),
    max: z.string(),
    step: z.string(),
    parentField: z.string(),
  })
  .superRefine((v, c) => {
    if (v.visibility === 'condition' && !v.dependsOn)
      c.addIssue({ code: 'custom', path: ['dependsOn'], message: 'required' });
    if (v.dateMode === 'relative' && !isWholeFromOne(v.lastAmount))
      c.addIssue({ code: 'custom', path: ['lastAmount'], message: 'wholeNumberMin', params: { min: 1 } });
  })
  // Without a relative range the amount is not used; a stray one is kept whole.
  .transform((v): ControllerForm => ({
    ...v,
    lastAmount: isWholeFromOne(v.lastAmount) ? Number(v.lastAmount) : 1,
  }));
