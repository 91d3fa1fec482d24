/** Datart's status of a chart, board or story as the server sends it (archived 0, active 1, published 2). */
export const VIZ_STATUS = { ARCHIVED: 0, ACTIVE: 1, PUBLISHED: 2 } as const;

export const isPublished = (viz: { status: number }): boolean => viz.status === VIZ_STATUS.PUBLISHED;
