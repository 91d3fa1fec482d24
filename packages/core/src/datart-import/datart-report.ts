import { createHash } from 'node:crypto';

export interface DatartSkip {
  type: string;
  id: string;
  name: string;
  /**
   * Why it stayed behind: archived in Datart, its username or e-mail joined an account here, too long,
   * its id or organisation belongs to another organisation here, something it needs was not moved, or a
   * public variable of its name exists here (and serves instead).
   */
  reason:
    | 'archived'
    | 'accountJoined'
    | 'tooLong'
    | 'otherOrg'
    | 'notMoved'
    | 'publicVariable'
    /** A file a moved FILE source reads is not in Datart's files folder (or the folder is not there). */
    | 'fileMissing';
}
export interface DatartCount {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** What `migrate:datart` answers: counts per kind of item, and every item it did not move with the reason. */
export interface DatartImportReport {
  from: string;
  datartSchema: string;
  dryRun: boolean;
  counts: Record<string, DatartCount>;
  skipped: DatartSkip[];
  /** Sources that arrived without their password (no key, or not the key Datart used). */
  needsPassword: { id: string; name: string }[];
  /** Accounts whose Datart hash cannot be verified here: they were sent the password-reset mail. */
  passwordResets: string[];
}

/** Fingerprints of what the last run wrote (id → hash of the Datart rows), so a repeat run updates only what changed. */
export type Fingerprints = Record<string, string>;

export const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

export class Tally {
  constructor(
    readonly report: DatartImportReport,
    readonly previous: Fingerprints,
    readonly next: Fingerprints,
  ) {}

  private count(type: string): DatartCount {
    return (this.report.counts[type] ??= { created: 0, updated: 0, unchanged: 0, skipped: 0 });
  }

  /**
   * Decides for an item that exists here (or not): `write` when new or changed since the last run,
   * `unchanged` when the last run wrote exactly this. Records the fingerprint either way.
   */
  decide(type: string, key: string, value: unknown, exists: boolean): 'create' | 'update' | 'unchanged' {
    const fp = fingerprint(value);
    this.next[`${type}:${key}`] = fp;
    if (!exists) return 'create';
    return this.previous[`${type}:${key}`] === fp ? 'unchanged' : 'update';
  }

  add(type: string, outcome: 'create' | 'update' | 'unchanged', n = 1) {
    const c = this.count(type);
    if (outcome === 'create') c.created += n;
    else if (outcome === 'update') c.updated += n;
    else c.unchanged += n;
  }

  skip(s: DatartSkip) {
    this.count(s.type).skipped += 1;
    this.report.skipped.push(s);
  }
}
