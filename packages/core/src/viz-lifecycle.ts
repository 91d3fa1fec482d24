import type { Ctx } from './context';
import { parse } from './validation';
import {
  archivedStoryboards,
  setStoryboardPublished,
  unarchiveStoryboard,
} from './storyboards/story-lifecycle.service';
import { archivedListInputSchema, publishInputSchema, unarchiveVizInputSchema } from './viz/viz.schemas';
import { listArchived, setPublished, unarchiveViz } from './viz/viz.service';

// The `vizType`-dispatched lifecycle doors (/viz/publish, /viz/unarchive, /viz/archived/...): charts and
// dashboards live in the viz tree, storyboards in their own.

export async function publish(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const input = parse(publishInputSchema, rawInput);
  return input.vizType === 'STORYBOARD'
    ? setStoryboardPublished(ctx, input.id, input.publish)
    : setPublished(ctx, input);
}

export async function unarchive(ctx: Ctx, rawInput: unknown): Promise<{ id: string }> {
  const input = parse(unarchiveVizInputSchema, rawInput);
  return input.vizType === 'STORYBOARD' ? unarchiveStoryboard(ctx, input) : unarchiveViz(ctx, input);
}

export async function archived(ctx: Ctx, rawInput: unknown) {
  const input = parse(archivedListInputSchema, rawInput);
  if (input.vizType !== 'STORYBOARD') return { kind: 'viz' as const, rows: await listArchived(ctx, input) };
  return { kind: 'storyboard' as const, rows: await archivedStoryboards(ctx, input.orgId) };
}
