import { and, eq } from 'drizzle-orm';
import { organizations, schedules } from '@tessera/db';
import { audit } from '../audit/audit';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { requireOwner } from '../permissions/engine';
import { nextFire } from '../schedules/cron';
import type { DbOrTx } from './create-org-record';
import type { OrgTimeZoneInput } from './orgs.schemas';

/** The server's own zone (`TZ`, else the system's): an organisation's zone until its owner picks one. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An IANA zone name this runtime knows (`Asia/Shanghai`, `UTC`, the older `Asia/Calcutta` alias too);
 * offsets such as `+08:00`, which newer runtimes accept, are not zone names and are refused.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The organisation's time zone for its schedules: its own when its owner set one, else the server's
 * (a zone that this runtime no longer knows falls back to the server's as well).
 */
export async function orgTimeZone(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : serverTimeZone();
}

/**
 * `PUT /orgs/{orgId}/time-zone` and tRPC `org.setTimeZone`: owners only; an unknown zone is refused.
 * The organisation's running schedules get their next fire time in the new zone at once.
 */
export async function setOrgTimeZone(ctx: Ctx, input: OrgTimeZoneInput): Promise<TimeZoneView> {
  await requireOwner(ctx, input.orgId);
  if (input.timeZone !== null && !isTimeZone(input.timeZone))
    throw new AppError(
      'TIME_ZONE_INVALID',
      { zone: input.timeZone },
      { fields: [{ path: 'timeZone', message: 'invalid' }] },
    );
  const now = ctx.deps.clock();
  const zone = input.timeZone ?? serverTimeZone();
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ timeZone: input.timeZone, updatedAt: now })
      .where(eq(organizations.id, input.orgId));
    // Running schedules move to their next time in the new zone at once.
    const running = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.orgId, input.orgId), eq(schedules.active, true)))
      .for('update');
    for (const row of running) {
      let next: Date | null = null;
      try {
        next = nextFire(
          {
            cronExpression: row.cronExpression ?? '',
            timeZone: zone,
            startDate: row.startDate,
            endDate: row.endDate,
          },
          now,
        );
      } catch {
        next = null;
      }
      await tx
        .update(schedules)
        .set({ nextFireAt: next, ...(next ? {} : { active: false }) })
        .where(eq(schedules.id, row.id));
    }
  });
  await audit(ctx, {
    action: 'org.update',
    orgId: input.orgId,
    targetType: 'ORGANIZATION',
    targetId: input.orgId,
    detail: { timeZone: input.timeZone },
  });
  return timeZoneView(input.timeZone);
}

/** What the org shapes carry: the zone set (null: none) and the zone in force. */
export interface TimeZoneView {
  timeZone: string | null;
  effectiveTimeZone: string;
}
export const timeZoneView = (stored: string | null): TimeZoneView => ({
  timeZone: stored,
  effectiveTimeZone: stored && isTimeZone(stored) ? stored : serverTimeZone(),
});
