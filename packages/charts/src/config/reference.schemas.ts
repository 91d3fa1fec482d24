import { z } from 'zod';

/** A reference value: a constant, or a statistic of a metric over the drawn data. */
export const referenceValueSchema = z.union([
  z.object({ value: z.number() }),
  z.object({ aggregate: z.enum(['AVG', 'MAX', 'MIN']) }),
]);
type ReferenceValue = z.infer<typeof referenceValueSchema>;

const common = {
  name: z.string().max(200).optional(),
  /** colName of the metric the reference belongs to; the first metric when absent. */
  metric: z.string().optional(),
  color: z.string().max(50).optional(),
  showLabel: z.boolean().optional(),
};

/** One item of settings `reference.lines` (a mark line). */
export const referenceLineSchema = z.object({
  ...common,
  at: referenceValueSchema,
  width: z.number().min(0).max(20).optional(),
  lineType: z.enum(['solid', 'dashed', 'dotted']).optional(),
});
export type ReferenceLine = z.infer<typeof referenceLineSchema>;

/** Two constant ends that do not go up break the spec's "start < end" (a statistic is known only once drawn). */
export const referenceAreaReversed = (a: { from: ReferenceValue; to: ReferenceValue }): boolean =>
  'value' in a.from && 'value' in a.to && a.from.value >= a.to.value;

/** One item of settings `reference.areas` (a mark area between two values, the start below the end). */
export const referenceAreaSchema = z
  .object({
    ...common,
    from: referenceValueSchema,
    to: referenceValueSchema,
    opacity: z.number().min(0).max(1).optional(),
  })
  .refine((a) => !referenceAreaReversed(a), {
    error: 'referenceAreaOrder',
    path: ['to'],
  });
export type ReferenceArea = z.infer<typeof referenceAreaSchema>;
