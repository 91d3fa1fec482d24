import { STATUS } from '@tessera/db';
import { AppError } from '../errors';

type Item = { status: number; isFolder: boolean };

/** A chart, dashboard or storyboard saved but not published (Datart's status 1); folders are never drafts. */
export const isDraft = (item: Item): boolean => !item.isFolder && item.status === STATUS.ACTIVE;

/**
 * Decision D-draft-1: a draft is shown only to those who may edit it (MANAGE, owners included), as Datart
 * lists it; readers see it once it is published. Lists leave it out; opening it answers VIZ_DRAFT.
 */
export const shownTo = (item: Item, can: { manage: boolean }): boolean => !isDraft(item) || can.manage;

export function assertShown(item: Item, can: { manage: boolean }): void {
  if (!shownTo(item, can)) throw new AppError('VIZ_DRAFT');
}
