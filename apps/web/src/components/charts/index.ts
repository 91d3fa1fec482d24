// The only import path for charts in the web app: `import { ChartRenderer } from '~/components/charts'`.
export { ChartRenderer } from './chart-renderer';
export type { ChartRendererTestProps } from './chart-renderer';
export type { ChartInteraction, ChartRendererProps } from './types';
export { RichTextEditor } from './rich-text/lazy-editor';
export type { RichTextEditorProps } from './rich-text/rich-text-editor';
export type { DocNode as RichTextDoc } from './rich-text/doc';
export { preloadRenderers, rendererKind } from './renderer-kind';
export { ChartIcon, chartIcons } from './chart-icon';
export type { RendererKind } from './renderer-kind';
export { registerChartsI18n, CHARTS_NS } from '../../lib/charts-i18n';
