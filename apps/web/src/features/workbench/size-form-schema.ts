import { z } from 'zod';

/** The largest symbol a size field draws, in pixels. */
export const MAX_SYMBOL_SIZE = 200;

/** A size field's range as its dialog edits it, the numbers as typed. */
export interface SizeFormValues {
  min: string;
  max: string;
}

/**
 * Sizes from 0 to the largest symbol, the smallest no larger than the largest (the message, a key of
 * `validation`, stands under the smallest); it submits Datart's `size` (the largest) and `sizeMin`.
 */
export const sizeFormSchema = z
  .object({ min: z.string(), max: z.string() })
  .superRefine((v, c) => {
    const lo = Number(v.min);
    const hi = Number(v.max);
    const ok =
      v.min.trim() !== '' &&
      v.max.trim() !== '' &&
      Number.isFinite(lo) &&
      Number.isFinite(hi) &&
      lo >= 0 &&
      hi > 0 &&
      hi <= MAX_SYMBOL_SIZE &&
      lo <= hi;
    if (!ok)
      c.addIssue({ code: 'custom', path: ['min'], message: 'sizeRange', params: { max: MAX_SYMBOL_SIZE } });
  })
  .transform((v) => ({ size: Number(v.max), sizeMin: Number(v.min) }));
