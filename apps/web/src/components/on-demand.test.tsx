import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportErrorProvider } from '../lib/report-error';
import { OnDemand, onDemandDialog, useLoadWhenIdle } from './on-demand';

afterEach(cleanup);

describe('OnDemand', () => {
  it('mounts its content the first time it is wanted, and keeps it after', () => {
    const view = (when: boolean) => (
      <OnDemand when={when}>
        <p>content</p>
      </OnDemand>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByText('content')).toBeNull();
    rerender(view(true));
    expect(screen.getByText('content')).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('loads a dialog only once it opens', async () => {
    let loads = 0;
    const Dialog = onDemandDialog<{ open: boolean; title: string }>(() => {
      loads++;
      return Promise.resolve(({ open, title }) => (open ? <h2>{title}</h2> : null));
    });
    const { rerender } = render(<Dialog open={false} title="Rename" />);
    expect(loads).toBe(0);
    rerender(<Dialog open title="Rename" />);
    expect(await screen.findByText('Rename')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('loads a module once the page is idle, and says when it has', async () => {
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve();
    };
    const reported: unknown[] = [];
    function Probe() {
      return <p>{useLoadWhenIdle(load) ? 'loaded' : 'waiting'}</p>;
    }
    render(
      <ReportErrorProvider value={(e) => reported.push(e)}>
        <Probe />
      </ReportErrorProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('loaded')).toBeTruthy(), { timeout: 4000 });
    expect(loads).toBe(1);
    expect(reported).toEqual([]);
  });
});
