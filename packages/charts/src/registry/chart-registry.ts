import { builtInCharts } from './built-in-charts';
import type { ChartDefinition } from './chart-definition';

const registered = new Map<string, ChartDefinition>(builtInCharts.map((c) => [c.id, c]));

/**
 * Adds a chart type to the one registry every path reads (the workbench's picker, buildQuery, toOption
 * and the models, boards, share pages, the worker's downloads): the built-ins are registered here; an
 * embedding app or a test registers more with one call. A built-in id cannot be replaced. Returns the
 * call that takes the type out again.
 */
export function registerChart(definition: ChartDefinition): () => void {
  if (builtInCharts.some((c) => c.id === definition.id))
    throw new Error(`${definition.id} is a built-in chart type`);
  registered.set(definition.id, definition);
  return () => {
    if (registered.get(definition.id) === definition) registered.delete(definition.id);
  };
}

/** Every registered chart type: the built-ins in Datart's order, then the others in registration order. */
export function chartDefinitions(): ChartDefinition[] {
  return [...registered.values()];
}

/** The definition of a registered type (built-in or not; plugins are not definitions), if any. */
export function chartById(id: string): ChartDefinition | undefined {
  return registered.get(id);
}
