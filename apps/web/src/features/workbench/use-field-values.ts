import { useQuery } from '@tanstack/react-query';
import { fieldValuesQuery, type ChartField, type ChartView } from '@tessera/charts';
import { useServices } from '../../lib/services';

/** The distinct values of a field in the view (under the person's own row and column rules). */
export function useFieldValues(view: ChartView | null, field: ChartField, enabled = true) {
  const { trpcClient } = useServices();
  const request = view ? fieldValuesQuery(view, field) : null;
  return useQuery({
    queryKey: ['field-values', request],
    enabled: enabled && Boolean(request),
    staleTime: 60_000,
    queryFn: async () => {
      const frame = await trpcClient.data.execute.mutate(request!);
      return (frame.rows as unknown[][])
        .map((r) => r[0])
        .filter((v) => v !== null && v !== undefined)
        .map(String);
    },
  });
}
