import { z } from 'zod';
import { MIN_REFRESH_SECONDS } from '../../../../../../../features/dashboard/use-auto-refresh';
import { MIN_DWELL_SECONDS } from '../../../../../../../features/dashboard/use-carousel';

/** The longest auto refresh a board takes: once a day. */
export const MAX_REFRESH_SECONDS = 86_400;

const isWhole = (text: string) => text.trim() !== '' && Number.isInteger(Number(text));

/** A carousel as its dialog edits it; the dwell time as typed. */
export interface CarouselFormValues {
  name: string;
  seconds: string;
  autoplay: boolean;
  childIds: string[];
}

/** The carousel dialog's checks (messages are keys of `validation`); it submits the dwell time as a number. */
export const carouselFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  seconds: z
    .string()
    .refine((s) => isWhole(s) && Number(s) >= MIN_DWELL_SECONDS, {
      error: 'wholeNumberMin',
      params: { min: MIN_DWELL_SECONDS },
    })
    .transform(Number),
  autoplay: z.boolean(),
  childIds: z.array(z.string()),
});

/** The fewest widgets a group holds. */
export const MIN_GROUP_WIDGETS = 2;

/** The group dialog's pick: two widgets or more (the message, a key of `validation`, names the least). */
export const groupFormSchema = z.object({
  childIds: z.array(z.string()).min(MIN_GROUP_WIDGETS, { error: 'pickAtLeast' }),
});

/** The board's auto refresh as its dialog edits it: on or off, the seconds as typed. */
export interface BoardSettingsFormValues {
  on: boolean;
  seconds: string;
}

/** Off, or a whole number of seconds between the minimum and a day; it submits the seconds (0 = off). */
export const boardSettingsFormSchema = z
  .object({ on: z.boolean(), seconds: z.string() })
  .superRefine((v, c) => {
    const s = Number(v.seconds);
    if (v.on && (!isWhole(v.seconds) || s < MIN_REFRESH_SECONDS || s > MAX_REFRESH_SECONDS))
      c.addIssue({
        code: 'custom',
        path: ['seconds'],
        message: 'wholeNumberRange',
        params: { min: MIN_REFRESH_SECONDS, max: MAX_REFRESH_SECONDS },
      });
  })
  .transform((v) => (v.on ? Number(v.seconds) : 0));
