/**
 * Shapes Datart's client really sends that Tessera's strict schemas would refuse (issue 28): read them as
 * Datart's server does instead of answering 400. Pure functions on untrusted JSON; they never add keys.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const CONCURRENCY_MODES = ['DIRTYREAD', 'FASTFAILOVER'];

/** `cacheExpires: ''` (or null) is no value, a number in a string is that number. */
function readExpires(out: Json): void {
  const v = out.cacheExpires;
  if (v === '' || v === null) delete out.cacheExpires;
  else if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))
    out.cacheExpires = Number(v);
}

/**
 * A view config as saved and run: `cacheExpires` as above, and a `concurrencyControlMode` Tessera does not
 * know (Datart's form can hold any string) means no mode, as Datart ignores one it cannot read.
 */
export function lenientViewConfig<T>(config: T): T {
  if (!isObject(config)) return config;
  const out: Json = { ...config };
  readExpires(out);
  if (
    out.concurrencyControlMode !== undefined &&
    !CONCURRENCY_MODES.includes(String(out.concurrencyControlMode))
  )
    delete out.concurrencyControlMode;
  return out as T;
}

/**
 * An execute request: `cacheExpires` as above; a function column with an empty snippet (Datart sends the
 * computed fields a chart names even while one is still empty) declares nothing and is left out, so a
 * query that uses it fails naming the unknown column instead of the whole request being refused.
 */
export function lenientRequest(request: Json): Json {
  const out: Json = { ...request };
  readExpires(out);
  if (Array.isArray(out.functionColumns))
    out.functionColumns = out.functionColumns.filter(
      (f) => !(isObject(f) && typeof f.snippet === 'string' && f.snippet.trim() === ''),
    );
  return out;
}
