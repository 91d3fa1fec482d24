/** The page's query string as name → values (several `?country=a&country=b` make a list). */
export function searchParams(search: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(search)) (out[k] ??= []).push(v);
  return out;
}
