import { createHash } from 'node:crypto';
import type { Connector } from '../connectors/types';
import type { SourceDescriptor } from '../sources/source.schemas';

interface Pooled {
  connector: Promise<Connector>;
  fingerprint: string;
  lastUsed: number;
  active: number;
}

const fingerprint = (s: SourceDescriptor) =>
  createHash('sha256')
    .update(JSON.stringify([s.type, s.config]))
    .digest('hex');

/**
 * One connector per source id, reused across requests and closed after it sat idle; a changed
 * config replaces the connector.
 */
export class ConnectorPool {
  private readonly pool = new Map<string, Pooled>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly create: (s: SourceDescriptor) => Promise<Connector>,
    private readonly idleCloseMs: number,
    /** Told how long each lease waited for its connector (the operator's pool-wait metric). */
    private readonly onWait: (source: SourceDescriptor, seconds: number) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.sweep(), Math.max(1000, Math.min(idleCloseMs, 60_000)));
    this.timer.unref();
  }

  async use<T>(source: SourceDescriptor, fn: (c: Connector) => Promise<T>): Promise<T> {
    const lease = await this.lease(source);
    try {
      return await fn(lease.connector);
    } finally {
      lease.release();
    }
  }

  /**
   * The source's connector, counted as in use (not closed as idle) until `release`, for work that
   * outlives one call: a stream read by its consumer. `release` may be called more than once.
   */
  async lease(source: SourceDescriptor): Promise<{ connector: Connector; release: () => void }> {
    const asked = performance.now();
    const fp = fingerprint(source);
    let entry = this.pool.get(source.id);
    if (entry && entry.fingerprint !== fp) {
      await this.evict(source.id);
      entry = undefined;
    }
    if (!entry) {
      entry = { connector: this.create(source), fingerprint: fp, lastUsed: Date.now(), active: 0 };
      this.pool.set(source.id, entry);
      entry.connector.catch(() => {
        if (this.pool.get(source.id) === entry) this.pool.delete(source.id);
      });
    }
    const leased = entry;
    leased.active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      leased.active--;
      leased.lastUsed = Date.now();
    };
    try {
      const connector = await leased.connector;
      this.onWait(source, (performance.now() - asked) / 1000);
      return { connector, release };
    } catch (e) {
      release();
      throw e;
    }
  }

  async evict(sourceId: string): Promise<void> {
    const entry = this.pool.get(sourceId);
    if (!entry) return;
    this.pool.delete(sourceId);
    await (await entry.connector.catch(() => undefined))?.close().catch(() => {});
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [id, e] of this.pool)
      if (e.active === 0 && now - e.lastUsed > this.idleCloseMs) await this.evict(id);
  }

  /** Open connectors and the leases held on them now (read at scrape time). */
  stats(): { connectors: number; leases: number } {
    let leases = 0;
    for (const e of this.pool.values()) leases += e.active;
    return { connectors: this.pool.size, leases };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.pool.keys()].map((id) => this.evict(id)));
  }
}
