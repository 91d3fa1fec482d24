import { PLUGIN_SANDBOX_PATH, type Dataframe, type DatachartConfig } from '@tessera/charts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ChartMessage } from '../chart-message';
import { useChartsEnv } from '../use-render-env';
import { useElementSize } from '../use-element-size';
import { pluginData } from './plugin-data';
import { floodMeter, pluginLimits, type PluginFailure } from './plugin-limits';
import type { PluginMeta } from './registered-plugin';
import {
  framesAway,
  generationOf,
  restartPluginSandboxes,
  sandboxState,
  subscribeSandboxRestarts,
} from './sandbox-restarts';

interface Props {
  meta: PluginMeta;
  config: DatachartConfig;
  dataframe: Dataframe;
  onRendered?: () => void;
}

type Incoming = { tessera?: unknown; type?: unknown; seq?: unknown; message?: unknown };

/**
 * Draws a plugin chart in its sandboxed frame and keeps it in check: data, size and theme go in by
 * postMessage; the frame must answer each within pluginLimits.answerMs and may not flood the host.
 * A plugin that throws, hangs or floods loses its frame and shows why, in this widget only. One that
 * hangs (an endless loop) may hold the process the page's other plugin frames share, so its deadline
 * replaces them all (sandbox-restarts.ts): each frame belongs to a generation, and a new one starts over.
 */
export function PluginFrame({ meta, config, dataframe, onRendered }: Props) {
  const { t, locale, theme } = useChartsEnv();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const size = useElementSize(box);
  const [failure, setFailure] = useState<PluginFailure | null>(null);
  const sandbox = useSyncExternalStore(subscribeSandboxRestarts, sandboxState);
  const generation = generationOf(sandbox);
  const away = framesAway(sandbox);
  // Ready in this generation: a replaced frame loads the plugin again, then gets its data again.
  const [readyIn, setReadyIn] = useState<number | null>(null);
  const ready = readyIn === generation;
  /** An update or resize is waiting for its answer (shown as data-state for tests and tools). */
  const [drawing, setDrawing] = useState(false);
  const source = meta.plugin.source;
  const data = useMemo(() => pluginData(config, dataframe), [config, dataframe]);
  const pending = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const seq = useRef(0);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  // Messages from this frame only (its window; the origin of a sandboxed frame is "null").
  useEffect(() => {
    if (failure || away) return;
    const over = floodMeter(pluginLimits.messagesPerSecond, () => performance.now());
    const readyTimer = setTimeout(() => hung(), pluginLimits.readyMs);
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      if (over()) return setFailure({ kind: 'flood' });
      const m = e.data as Incoming;
      if (!m || m.tessera !== 1) return;
      if (m.type === 'hello') {
        // The sandbox page is up: it gets the plugin's script, and answers `ready` once it ran.
        frame.current.contentWindow?.postMessage({ tessera: 1, type: 'load', source }, '*');
      } else if (m.type === 'ready') {
        clearTimeout(readyTimer);
        setReadyIn(generation);
      } else if (m.type === 'done' && typeof m.seq === 'number') {
        clearTimeout(pending.current.get(m.seq));
        pending.current.delete(m.seq);
        if (pending.current.size === 0) setDrawing(false);
        rendered.current?.();
      } else if (m.type === 'error') {
        setFailure({ kind: 'error', message: String(m.message ?? '').slice(0, 300) });
      }
    };
    window.addEventListener('message', onMessage);
    const timers = pending.current;
    return () => {
      clearTimeout(readyTimer);
      window.removeEventListener('message', onMessage);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      setDrawing(false);
    };
  }, [failure, source, generation, away]);

  /** The frame missed a deadline: it is stopped for good, and the page's other plugin frames start over. */
  function hung() {
    setFailure({ kind: 'timeout' });
    restartPluginSandboxes(pluginLimits.restartDelayMs);
  }

  const send = (message: Record<string, unknown>) => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const n = ++seq.current;
    pending.current.set(n, setTimeout(hung, pluginLimits.answerMs));
    setDrawing(true);
    target.postMessage({ ...message, tessera: 1, seq: n, locale, theme }, '*');
  };

  const measured = size.width > 0 && size.height > 0;
  const sentSize = useRef<typeof size | null>(null);
  useEffect(() => {
    if (!ready || !measured || failure) return;
    sentSize.current = size;
    send({ type: 'update', data, size });
    // A resize alone is sent by the next effect; data, locale and theme redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, measured, failure, data, locale, theme]);
  useEffect(() => {
    const last = sentSize.current;
    if (!ready || failure || !last || !measured) return;
    if (last.width === size.width && last.height === size.height) return;
    sentSize.current = size;
    send({ type: 'resize', size });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height]);
  useEffect(() => {
    const target = frame.current;
    return () => target?.contentWindow?.postMessage({ tessera: 1, type: 'unmount' }, '*');
  }, [generation]);
  useEffect(() => {
    if (failure) rendered.current?.();
  }, [failure]);

  return (
    <div
      ref={box}
      className="h-full w-full"
      data-testid="plugin-chart"
      data-plugin={meta.plugin.pluginId}
      data-state={failure ? 'failed' : !ready ? 'starting' : drawing ? 'drawing' : 'drawn'}
    >
      {failure ? (
        <ChartMessage tone="error">
          <span data-testid="plugin-failure" data-kind={failure.kind}>
            {failure.kind === 'error'
              ? t('plugin.failed', { message: failure.message })
              : t(`plugin.${failure.kind}`, { seconds: pluginLimits.answerMs / 1000 })}
          </span>
        </ChartMessage>
      ) : away ? null : (
        <iframe
          key={generation}
          ref={frame}
          title={t('plugin.frameTitle', { name: meta.name[locale] })}
          sandbox="allow-scripts"
          src={PLUGIN_SANDBOX_PATH}
          referrerPolicy="no-referrer"
          className="h-full w-full border-0"
          data-testid="plugin-frame"
        />
      )}
    </div>
  );
}
