import { useChartsEnv } from './use-render-env';

/** `t` for chart components, on the `charts` namespace (registered with the first chart). */
export function useChartsT() {
  return useChartsEnv().t;
}
