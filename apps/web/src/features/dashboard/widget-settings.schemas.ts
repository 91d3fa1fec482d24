import { z } from 'zod';

const colour = z.string().regex(/^(#[0-9a-f]{3,8})?$/i, 'dashboards:settings.colourInvalid');
const px = z
  .number('dashboards:settings.numberInvalid')
  .int()
  .min(0)
  .max(64, 'dashboards:settings.numberInvalid');

/** The frame settings the editor lets an author change on a widget. */
export const widgetSettingsSchema = z.object({
  name: z.string().trim().min(1, 'dashboards:settings.nameRequired').max(100),
  showTitle: z.boolean(),
  background: colour,
  borderColor: colour,
  borderWidth: px,
  borderRadius: px,
  padding: px,
  /** Seconds between automatic re-queries of a chart; 0 = off (at least 5 otherwise). */
  refresh: z
    .number('dashboards:settings.refreshInvalid')
    .int('dashboards:settings.refreshInvalid')
    .min(0, 'dashboards:settings.refreshInvalid')
    .max(86_400, 'dashboards:settings.refreshInvalid')
    .refine((s) => s === 0 || s >= 5, 'dashboards:settings.refreshInvalid'),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
