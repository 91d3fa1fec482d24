import { eq } from 'drizzle-orm';
import { systemState } from '@tessera/db';
import type { ServiceDeps } from '../context';
import { forgotPassword } from '../auth/password-reset.service';
import { writeAccounts } from './datart-accounts';
import { writeContent } from './datart-content-write';
import { writeGrants } from './datart-grants';
import { copyDatartFiles, movedFileSources } from './datart-files';
import { describeDatartUrl, readDatart } from './datart-read';
import { fingerprint, Tally, type DatartImportReport, type Fingerprints } from './datart-report';

export interface DatartImportInput {
  /** `mysql://user:password@host:port/database` of Datart's metadata database. */
  from: string;
  /** Datart's `datart.security.token.secret`, which sealed its source passwords. */
  key?: string;
  /** Reads and writes everything, reports, and rolls it all back. */
  dryRun?: boolean;
  /**
   * Datart's files folder (`datart.env.file-path`, on this machine): the uploads of moved FILE sources
   * and the pictures are copied from it (D-datart-import-7).
   */
  filesDir?: string;
}

class DryRun extends Error {}

/**
 * Moves a whole Datart installation over (issue 32 part 4): accounts, organisations, roles, grants,
 * content, variables and their per-subject values, column rules, shares and schedules, keeping Datart's
 * ids. Everything is written in one transaction: a failure leaves nothing behind. A repeat run writes
 * only what changed in Datart since the last run (fingerprints kept in `system_state`).
 *
 * No actor: whoever runs it holds the metadata database's and Datart's credentials (the operator).
 */
export async function importDatart(deps: ServiceDeps, input: DatartImportInput): Promise<DatartImportReport> {
  const from = describeDatartUrl(input.from);
  const { version, data } = await readDatart(input.from);
  const report: DatartImportReport = {
    from,
    datartSchema: version,
    dryRun: !!input.dryRun,
    counts: {},
    skipped: [],
    needsPassword: [],
    passwordResets: [],
  };
  const stateKey = `datart-import:${fingerprint(from)}`;
  let resets: { email: string; username: string }[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const [state] = await tx.select().from(systemState).where(eq(systemState.key, stateKey));
      const previous = state ? (JSON.parse(state.value) as Fingerprints) : {};
      const next: Fingerprints = {};
      const tally = new Tally(report, previous, next);
      const now = deps.clock();
      const accounts = await writeAccounts(tx, data, tally, now);
      const content = await writeContent(tx, data, tally, accounts, {
        key: input.key,
        box: deps.secrets.sources,
        now,
      });
      await writeGrants(tx, data, tally, accounts, content, now);
      const value = JSON.stringify(next);
      await tx
        .insert(systemState)
        .values({ key: stateKey, value })
        .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt: now } });
      resets = accounts.resets;
      report.passwordResets = resets.map((r) => r.username);
      if (input.dryRun) throw new DryRun();
    });
  } catch (e) {
    if (!(e instanceof DryRun)) throw e;
    if (input.filesDir)
      await copyDatartFiles(deps, input.filesDir, movedFileSources(data.source, report), report);
    return report;
  }
  if (input.filesDir)
    await copyDatartFiles(deps, input.filesDir, movedFileSources(data.source, report), report);
  for (const r of resets)
    await forgotPassword(
      { deps, actor: null, lang: 'en', ip: `datart-import:${r.username}`, userAgent: null },
      { type: 'EMAIL', principal: r.email },
    ).catch((err: unknown) =>
      deps.logger.error({ err, user: r.username }, 'datart import: reset mail failed'),
    );
  return report;
}
