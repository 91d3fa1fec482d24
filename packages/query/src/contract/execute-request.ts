import { z } from 'zod';
import { queryRequestSchema } from './request.schemas';

/**
 * What a client sends to run a chart query on a view (`POST /data-provider/execute`, tRPC
 * `data.execute`): the query DSL plus the view, and the chart it draws for (`vizType: DATACHART` +
 * `vizId` lets a reader of the chart run its query without READ on the view). `vizName` names a
 * download's sheet. Keys Datart's client sends that the server does not read are dropped.
 */
export const executeRequestSchema = queryRequestSchema.extend({
  viewId: z.string().min(1).max(64),
  vizId: z.string().max(64).nullish(),
  vizName: z.string().max(1000).nullish(),
  vizType: z.string().max(64).nullish(),
});
export type ExecuteRequest = z.infer<typeof executeRequestSchema>;
/** What a caller may pass: the request before parsing. */
export type ExecuteRequestInput = z.input<typeof executeRequestSchema>;
