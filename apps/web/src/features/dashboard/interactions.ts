import { z } from 'zod';
import { jumpOpen } from './jump';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A chart widget's click behaviour as the editor's form edits it. */
export const interactionsSchema = z
  .object({
    linkage: z.boolean(),
    jump: z.enum(['none', 'url', 'dashboard', 'chart']),
    /** Same tab (`redirect`) or a new one (`modal`), Datart's words for how a drill-through opens. */
    open: z.enum(['redirect', 'modal']),
    url: z.string().trim(),
    /** The dashboard or chart a jump opens. */
    targetId: z.string(),
    field: z.string(),
    queryName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]*$/, 'dashboards:interactions.queryNameInvalid'),
  })
  .superRefine((v, ctx) => {
    if (v.jump === 'none') return;
    if (!v.field)
      ctx.addIssue({ code: 'custom', path: ['field'], message: 'dashboards:interactions.fieldRequired' });
    if (v.jump === 'url' && !/^https?:\/\/\S+$/i.test(v.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'dashboards:editor.urlInvalid' });
    if ((v.jump === 'dashboard' || v.jump === 'chart') && !v.targetId)
      ctx.addIssue({
        code: 'custom',
        path: ['targetId'],
        message:
          v.jump === 'chart'
            ? 'dashboards:interactions.targetChartRequired'
            : 'dashboards:interactions.targetRequired',
      });
  });
export type Interactions = z.infer<typeof interactionsSchema>;

/** The form's values from Datart's `linkageConfig` and `jumpConfig`. */
export function readInteractions(config: Json): Interactions {
  const link = obj(config.linkageConfig);
  const j = obj(config.jumpConfig);
  const target = obj(j.target);
  return {
    linkage: link.open === true,
    jump:
      j.open !== true
        ? 'none'
        : j.targetType === 'URL'
          ? 'url'
          : target.relType === 'DATACHART'
            ? 'chart'
            : 'dashboard',
    open: jumpOpen(j),
    url: str(j.URL),
    targetId: str(target.relId) || str(target.id),
    field: str(obj(j.field).jumpFieldName),
    queryName: str(j.queryName),
  };
}

/** Writes them back in Datart's shape, keeping what the form does not edit (e.g. chosen linkage columns). */
export function writeInteractions(config: Json, v: Interactions): Json {
  const link = obj(config.linkageConfig);
  const jumpConfig =
    v.jump === 'none'
      ? { ...obj(config.jumpConfig), open: false }
      : {
          open: true,
          targetType: v.jump === 'url' ? 'URL' : 'INTERNAL',
          action: v.open,
          URL: v.jump === 'url' ? v.url : '',
          queryName: v.queryName,
          field: { jumpFieldName: v.field },
          target:
            v.jump === 'url'
              ? {}
              : {
                  id: v.targetId,
                  relId: v.targetId,
                  relType: v.jump === 'chart' ? 'DATACHART' : 'DASHBOARD',
                },
        };
  return { ...config, linkageConfig: { ...link, open: v.linkage }, jumpConfig };
}
