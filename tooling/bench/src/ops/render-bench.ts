import type { Cluster } from '../../../cluster/src/cluster';
import { fmt } from '../stats';
import { barChartConfig, board, chart, downloaded, eventsView, type Http, type Org } from './common';

/**
 * Issue 31: a board of 12 charts to a picture (PNG) and to a PDF through the real path — a download task
 * (POST /download/submit/task, vizType DASHBOARD) that the external worker renders with its pooled
 * Chromium on an internal share page of the built web app, served by the replicas behind the balancer.
 * The browser is warmed by one render first; then each type is asked `rounds` times, timed from the
 * request to the task's status 1 in the download list.
 */
export const BOARD_CHARTS = 12;

export async function renderBench(
  _cluster: Cluster,
  h: Http,
  org: Org,
  rounds: number,
  out: (s: string) => void,
): Promise<void> {
  const viewId = await eventsView(h, org, 'board rows', 1_000_000, true);
  const charts: string[] = [];
  for (let i = 0; i < BOARD_CHARTS; i++)
    charts.push(await chart(h, org, viewId, `Amount by category ${i + 1}`, barChartConfig));
  const { id: boardId } = await board(h, org, 'Twelve charts', charts);
  const render = async (type: 'IMAGE' | 'PDF') => {
    const t0 = performance.now();
    const task = await h.api<{ id: string }>('POST', '/download/submit/task', {
      token: org.token,
      body: {
        fileName: `board-${type}`,
        downloadType: type,
        imageWidth: 1280,
        downloadParams: [{ viewId, vizId: boardId, vizType: 'DASHBOARD', vizName: 'Twelve charts' }],
      },
    });
    const status = await downloaded(h, org, task.id, 5 * 60_000);
    if (status !== 1) throw new Error(`the board's ${type} failed (status ${status})`);
    return performance.now() - t0;
  };
  const cold = await render('IMAGE');
  const png: number[] = [];
  const pdf: number[] = [];
  for (let i = 0; i < rounds; i++) {
    png.push(await render('IMAGE'));
    pdf.push(await render('PDF'));
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)]!;
  out(
    `- (31e) board of ${BOARD_CHARTS} charts, browser warm (first render, cold: ${fmt(cold, 0)} ms), median of ${rounds}: PNG ${fmt(med(png), 0)} ms (target ≤ 5,000) ${med(png) <= 5000 ? 'PASS' : 'MISS'}, PDF ${fmt(med(pdf), 0)} ms (target ≤ 6,000) ${med(pdf) <= 6000 ? 'PASS' : 'MISS'}; all PNG ${png.map((x) => fmt(x, 0)).join(', ')}; all PDF ${pdf.map((x) => fmt(x, 0)).join(', ')}`,
  );
}
