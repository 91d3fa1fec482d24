import { z } from 'zod';
import { id32 } from '../validation';

const value = z.union([z.string().max(1000), z.number().finite(), z.boolean()]);
const valueList = z.union([value.transform((v) => [v]), z.array(value).max(1000)]);
/** Names as the view spells them: a variable's name, or a column (a dotted path for a nested one). */
const name = z.string().min(1).max(500);

/**
 * What a host app signs (issue 29, signed embedding), following Metabase's static embedding: the chart
 * or board, the viewer's values of the views' permission variables (the row rule), filters it fixes,
 * and the expiry (JWT `exp`, seconds). Anything else in the payload is ignored.
 */
export const embedClaimsSchema = z.object({
  resource: z.object({ type: z.enum(['DASHBOARD', 'DATACHART']), id: id32() }),
  variables: z.record(name, valueList).default({}),
  filters: z.record(name, valueList).default({}),
  exp: z.number().int().positive(),
});
export type EmbedClaims = z.infer<typeof embedClaimsSchema>;

export const embedTokenInputSchema = z.object({ token: z.string().min(1).max(16_000) });
export const embedExecuteInputSchema = embedTokenInputSchema.extend({
  request: z.record(z.string(), z.unknown()),
});

export type EmbedTokenInput = z.output<typeof embedTokenInputSchema>;
export type EmbedExecuteInput = z.output<typeof embedExecuteInputSchema>;
