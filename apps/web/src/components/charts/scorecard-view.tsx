import { toScorecardModel, type DatachartConfig, type Dataframe } from '@tessera/charts';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { ChartInteraction } from './types';
import { useElementSize } from './use-element-size';
import { useRenderEnv } from './use-render-env';

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
}

/** Font size that fits the formatted value in the box (Datart's `autoFontSize`). */
export function fittedFontSize(text: string, width: number, height: number): number {
  const chars = Math.max(text.length, 1);
  return Math.max(12, Math.min(Math.floor(height * 0.45), Math.floor((width * 0.85) / (chars * 0.6))));
}

/** The scorecard: one metric's formatted value with its label. */
export function ScorecardView({ config, dataframe, onInteraction, onRendered }: Props) {
  const { locale, theme } = useRenderEnv();
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box);
  const model = useMemo(
    () => toScorecardModel(config, dataframe, { locale, theme, width, height }),
    [config, dataframe, locale, theme, width, height],
  );
  useEffect(() => {
    onRendered?.();
  }, [model, onRendered]);
  const valueStyle: CSSProperties = { ...(model.valueStyle as CSSProperties) };
  if (model.autoFontSize && width > 0) valueStyle.fontSize = fittedFontSize(model.text, width, height);
  return (
    <div
      ref={box}
      data-testid="chart-scorecard"
      onClick={() =>
        onInteraction?.({
          kind: 'click',
          dataIndex: 0,
          name: model.label,
          row: { [model.label]: model.value },
        })
      }
      className={`flex h-full w-full items-center justify-center gap-2 ${model.labelPosition === 'row' ? 'flex-row' : 'flex-col'}`}
    >
      <span className="font-semibold tabular-nums leading-none" style={valueStyle}>
        {model.text}
      </span>
      {model.showLabel && (
        <span className="text-muted-foreground" style={model.labelStyle as CSSProperties}>
          {model.label}
        </span>
      )}
    </div>
  );
}
