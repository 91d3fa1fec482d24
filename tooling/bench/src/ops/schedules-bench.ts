import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Cluster } from '../../../cluster/src/cluster';
import { fmt, percentile } from '../stats';
import { chart, eachLimit, eventsView, tableChartConfig, type Http, type Org } from './common';

/**
 * Issue 31's schedule cases, on the cluster's external workers: schedules made and started through the
 * REST API (POST /schedules, PUT /schedules/start/:id), each firing every minute at its own second
 * (`S * * * * ?`, a near-future cron), spread evenly over the minute. A fire is the job that the
 * worker's tick enqueues; this process polls the jobs table every 100 ms and notes when each fire of the
 * measured minute appears (never before its commit: the lag read is an upper bound).
 */
const SCHEDULE_RUN_JOB = 'schedule-run';

interface Made {
  ids: string[];
  names: string[];
}

async function makeSchedules(h: Http, org: Org, prefix: string, n: number): Promise<Made> {
  const viewId = await eventsView(h, org, `${prefix} rows`, 10, true);
  const chartId = await chart(h, org, viewId, `${prefix} chart`, tableChartConfig);
  const ids: string[] = [];
  const names: string[] = [];
  const t0 = performance.now();
  await eachLimit(
    Array.from({ length: n }, (_, i) => i),
    8,
    async (i) => {
      const name = `${prefix}-${i}`;
      const made = await h.api<{ id: string }>('POST', '/schedules', {
        token: org.token,
        body: {
          orgId: org.orgId,
          name,
          type: 'EMAIL',
          cronExpression: `${i % 60} * * * * ?`,
          parentId: null,
          isFolder: false,
          config: JSON.stringify({
            subject: name,
            to: 'bench@example.com',
            attachments: ['CSV'],
            vizContents: [{ vizType: 'DATACHART', vizId: chartId }],
          }),
        },
      });
      await h.api('PUT', `/schedules/start/${made.id}`, { token: org.token });
      ids[i] = made.id;
      names[i] = name;
    },
  );
  console.log(`  made and started ${n} schedules in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  return { ids, names };
}

/**
 * Watches the fires of `made` whose time is in the minute [from, from + 60 s): answers each fire's lag
 * (seen − fire time, ms) once the minute is over and 10 s more have passed.
 */
async function watchMinute(meta: postgres.Sql, made: Made, from: Date): Promise<Map<string, number>> {
  const ours = new Set(made.ids);
  const seen = new Map<string, number>();
  const until = from.getTime() + 70_000;
  while (Date.now() < until) {
    const t = Date.now();
    const rows = await meta<{ id: string; schedule_id: string; fire_at: Date }[]>`
      SELECT id, payload->>'scheduleId' AS schedule_id, (payload->>'fireAt')::timestamptz AS fire_at
      FROM jobs
      WHERE kind = ${SCHEDULE_RUN_JOB}
        AND (payload->>'fireAt')::timestamptz >= ${from}
        AND (payload->>'fireAt')::timestamptz < ${new Date(from.getTime() + 60_000)}
        AND created_at > ${new Date(t - 15_000)}`;
    const now = Date.now();
    for (const r of rows)
      if (ours.has(r.schedule_id) && !seen.has(r.id)) seen.set(r.id, now - r.fire_at.getTime());
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - (Date.now() - t))));
  }
  return seen;
}

/** The start of the first whole minute at least `leadMs` from now. */
const nextMinute = (leadMs: number) => new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);

export async function scheduleFireBench(
  cluster: Cluster,
  h: Http,
  org: Org,
  n: number,
  out: (s: string) => void,
): Promise<void> {
  const meta = postgres(cluster.metadataUrl, { max: 2, onnotice: () => {} });
  try {
    const made = await makeSchedules(h, org, 'fire', n);
    const from = nextMinute(5_000);
    console.log(
      `  watching the fires of ${from.toISOString()} + 60 s on ${cluster.workers.length} worker(s)…`,
    );
    const lags = [...(await watchMinute(meta, made, from)).values()];
    const late = lags.filter((l) => l > 1000).length;
    const ok = lags.length === n && late === 0;
    out(
      `- (31c) ${n.toLocaleString('en')} active schedules on one worker, each firing once in the minute from ${from.toISOString().slice(11, 19)}: ${lags.length} fired; lag p50 ${fmt(percentile(lags, 50), 0)} ms, p99 ${fmt(percentile(lags, 99), 0)} ms, max ${fmt(Math.max(...lags), 0)} ms; ${late} over 1 s (target: all fire, none over 1 s) ${ok ? 'PASS' : 'MISS'}`,
    );
    // Stop them (and drop their queued runs) so the next case measures its own fires only.
    await meta`UPDATE schedules SET active = false, next_fire_at = NULL WHERE id IN ${meta(made.ids)}`;
    await meta`DELETE FROM jobs WHERE kind = ${SCHEDULE_RUN_JOB} AND status = 'queued'`;
  } finally {
    await meta.end({ timeout: 2 });
  }
}

/** Mails in every worker's outbox (DATA_DIR/outbox), by subject. */
async function mailsBySubject(cluster: Cluster, prefix: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const w of cluster.workers) {
    const dir = join(cluster.dir, w.name, 'outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const f of files.filter((x) => x.endsWith('.eml'))) {
      const text = await readFile(join(dir, f), 'utf8');
      const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
      if (subject.startsWith(`${prefix}-`)) counts.set(subject, (counts.get(subject) ?? 0) + 1);
    }
  }
  return counts;
}

export async function doubleFireBench(
  cluster: Cluster,
  h: Http,
  org: Org,
  fires: number,
  out: (s: string) => void,
): Promise<void> {
  while (cluster.workers.length < 3) await cluster.addWorker();
  const meta = postgres(cluster.metadataUrl, { max: 2, onnotice: () => {} });
  try {
    const made = await makeSchedules(h, org, 'once', fires);
    const from = nextMinute(5_000);
    console.log(`  3 workers: waiting for the fires of ${from.toISOString()} + 60 s and their runs…`);
    const inMinute = (await watchMinute(meta, made, from)).size;
    // No fire after this; the fires of the partial minute before it count as well (each its own job).
    await meta`UPDATE schedules SET active = false, next_fire_at = NULL WHERE id IN ${meta(made.ids)}`;
    const fireRows = () => meta<
      { id: string; schedule_id: string; status: string; locked_by: string | null }[]
    >`
      SELECT id, payload->>'scheduleId' AS schedule_id, status, locked_by FROM jobs
      WHERE kind = ${SCHEDULE_RUN_JOB} AND payload->>'scheduleId' IN ${meta(made.ids)}`;
    const deadline = Date.now() + 15 * 60_000;
    let jobs = await fireRows();
    while (jobs.some((j) => j.status !== 'done' && j.status !== 'dead') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      jobs = await fireRows();
    }
    const [logs] = await meta<{ n: string }[]>`
      SELECT count(*)::text AS n FROM schedule_logs WHERE schedule_id IN ${meta(made.ids)}`;
    const mails = await mailsBySubject(cluster, 'once');
    // A double fire: a schedule with more mails than fire jobs (one job per schedule and fire time).
    const jobsOf = new Map<string, number>();
    for (const j of jobs)
      if (j.status === 'done') jobsOf.set(j.schedule_id, (jobsOf.get(j.schedule_id) ?? 0) + 1);
    let doubled = 0;
    let missing = 0;
    made.ids.forEach((id, i) => {
      const sent = mails.get(made.names[i]!) ?? 0;
      const ran = jobsOf.get(id) ?? 0;
      if (sent > ran) doubled++;
      if (sent < ran) missing++;
    });
    const mailed = [...mails.values()].reduce((a, b) => a + b, 0);
    const byWorker: Record<string, number> = {};
    for (const j of jobs) {
      // locked_by is host:pid:nonce
      const pid = (j.locked_by ?? '').split(':')[1];
      const w = cluster.workers.find((x) => String(x.pid) === pid)?.name ?? 'unknown';
      byWorker[w] = (byWorker[w] ?? 0) + 1;
    }
    const done = jobs.filter((j) => j.status === 'done').length;
    const ok = inMinute === fires && done === jobs.length && doubled === 0 && missing === 0;
    out(
      `- (31d) 3 worker processes, ${fires.toLocaleString('en')} schedules: ${inMinute} fires in the measured minute, ${jobs.length} fire jobs in all (${done} done; by worker ${JSON.stringify(byWorker)}), ${logs?.n ?? 0} log rows, ${mailed} mails; schedules with more mails than fires (double fires): ${doubled}, with fewer: ${missing} (target: ${fires} fires in the minute, 0 double) ${ok ? 'PASS' : 'MISS'}`,
    );
    await meta`DELETE FROM jobs WHERE kind = ${SCHEDULE_RUN_JOB} AND status = 'queued'`;
  } finally {
    await meta.end({ timeout: 2 });
  }
}
