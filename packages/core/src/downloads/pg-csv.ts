import { toDateString, toNumeric } from '@tessera/query';
import { csvField } from './csv';

/**
 * PostgreSQL's CSV (COPY … WITH (FORMAT csv)) rewritten into this app's CSV, byte for byte what `csvField`
 * writes for the values the row path reads (issue 31): numbers as JavaScript writes them (no trailing
 * zeros), booleans `true` / `false`, timestamps to the second, no quotes around an empty text, text that a
 * spreadsheet would run as a formula prefixed with `'`, CRLF line ends. Most fields are copied as they are;
 * a field whose text the fast checks do not vouch for is read and written by the row path's own functions.
 */
type Kind = 'int' | 'int8' | 'numeric' | 'float' | 'bool' | 'date' | 'text';

/** The types handled, by PostgreSQL type oid: the ones the row path reads as numbers, dates, booleans, text. */
const KINDS = new Map<number, Kind>([
  [21, 'int'],
  [23, 'int'],
  [26, 'int'],
  [20, 'int8'],
  [1700, 'numeric'],
  [700, 'float'],
  [701, 'float'],
  [16, 'bool'],
  [1082, 'date'],
  [1114, 'date'],
  [1184, 'date'],
  [25, 'text'],
  [1043, 'text'],
  [1042, 'text'],
  [18, 'text'],
  [19, 'text'],
  [2950, 'text'],
]);

/** Whether every column's type is one this rewriter writes as the row path would. */
export const recodable = (types: readonly number[]): boolean =>
  types.length > 0 && types.every((t) => KINDS.has(t));

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const DASH = 45;
const DOT = 46;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

/** The value the row path holds for a field's text (PostgreSQL's text of that type). */
function valueOf(kind: Kind, text: string): unknown {
  switch (kind) {
    case 'int8':
    case 'numeric':
      return toNumeric(text);
    case 'float':
      return +text; // postgres.js reads float4/float8 so
    case 'bool':
      return text === 't';
    case 'date':
      return toDateString(text);
    default:
      return text;
  }
}

/** Copy-as-is checks: true when the field's bytes are already what `csvField` writes for its value. */
function numericEnd(buf: Uint8Array, fs: number, fe: number): number {
  let p = fs;
  const negative = buf[p] === DASH;
  if (negative) p++;
  if (p >= fe) return -1;
  let dot = -1;
  let firstNz = -1;
  let lastNz = -1;
  for (let q = p; q < fe; q++) {
    const c = buf[q]!;
    if (c === DOT) {
      if (dot !== -1) return -1;
      dot = q;
    } else if (c >= 48 && c <= 57) {
      if (c !== 48) {
        if (firstNz === -1) firstNz = q;
        lastNz = q;
      }
    } else return -1;
  }
  if (dot === p || dot === fe - 1) return -1;
  // zero: "0" (a negative zero is left to the row path)
  if (firstNz === -1) return negative || buf[p] !== 48 || (dot === -1 ? fe : dot) - p !== 1 ? -1 : -2;
  const intEnd = dot === -1 ? fe : dot;
  if (intEnd - p > 20 || (intEnd - p > 1 && buf[p] === 48)) return -1;
  const end = dot === -1 ? fe : lastNz > dot ? lastNz + 1 : dot;
  // at most 15 significant digits: the double holds them, and JavaScript writes back exactly them
  const significant = end - firstNz - (dot !== -1 && firstNz < dot && end > dot ? 1 : 0);
  if (significant > 15) return -1;
  // below 1e-6 JavaScript writes an exponent
  if (dot !== -1 && firstNz > dot && firstNz - dot - 1 >= 6) return -1;
  return end;
}

function plainFloat(buf: Uint8Array, fs: number, fe: number): boolean {
  let digits = false;
  let nonZero = false;
  for (let q = fs; q < fe; q++) {
    const c = buf[q]!;
    if (c >= 48 && c <= 57) {
      digits = true;
      if (c !== 48) nonZero = true;
    } else if (c !== DOT && !(c === DASH && q === fs)) return false;
  }
  // "-0" is written "0" by JavaScript
  return digits && (nonZero || buf[fs] !== DASH);
}

/** A text field that needs the row path: quoted (it holds `,`, `"` or a line break) or a formula's first character. */
const SPECIAL_FIRST = new Uint8Array(256);
for (const c of [QUOTE, 61, 43, DASH, 64, 9, 13]) SPECIAL_FIRST[c] = 1;

/**
 * A rewriter for one COPY's columns: `push` each chunk as it arrives and write what it answers (whole
 * records only; a record cut by the chunk's end waits for the next), then `end`.
 */
export function pgCsvRecoder(types: readonly number[]) {
  const kinds = types.map((t) => {
    const kind = KINDS.get(t);
    if (!kind) throw new Error(`no CSV rewrite for PostgreSQL type ${t}`);
    return kind;
  });
  const n = kinds.length;
  let carry: Buffer | null = null;
  let rows = 0;

  function recode(buf: Buffer): Buffer {
    const len = buf.length;
    let out = Buffer.allocUnsafe(len + (len >> 3) + 256);
    let o = 0;
    const need = (k: number) => {
      if (o + k <= out.length) return;
      const grown = Buffer.allocUnsafe(Math.max(out.length * 2, o + k + 256));
      out.copy(grown, 0, 0, o);
      out = grown;
    };
    const emitValue = (kind: Kind, fs: number, fe: number) => {
      const text =
        buf[fs] === QUOTE
          ? buf.toString('utf8', fs + 1, fe - 1).replaceAll('""', '"')
          : buf.toString('utf8', fs, fe);
      const bytes = Buffer.from(csvField(valueOf(kind, text)));
      need(bytes.length + 2);
      o += bytes.copy(out, o);
    };
    let i = 0;
    let recordStart = 0;
    for (;;) {
      recordStart = i;
      const outStart = o;
      let complete = true;
      for (let col = 0; col < n; col++) {
        const fs = i;
        let fe: number;
        if (fs >= len) {
          complete = false;
          break;
        }
        if (buf[fs] === QUOTE) {
          // a quoted field ends at a quote not doubled
          let q = fs + 1;
          fe = -1;
          for (;;) {
            const k = buf.indexOf(QUOTE, q);
            if (k === -1 || k + 1 >= len) break;
            if (buf[k + 1] === QUOTE) q = k + 2;
            else {
              fe = k + 1;
              break;
            }
          }
          if (fe === -1) {
            complete = false;
            break;
          }
        } else {
          let q = fs;
          while (q < len) {
            const c = buf[q]!;
            if (c === COMMA || c === LF) break;
            q++;
          }
          if (q >= len) {
            complete = false;
            break;
          }
          fe = q;
        }
        const delim = buf[fe];
        if (delim !== (col === n - 1 ? LF : COMMA)) throw new Error('unexpected CSV from PostgreSQL');
        const kind = kinds[col]!;
        need(fe - fs + 8);
        if (fe > fs) {
          switch (kind) {
            case 'int':
              for (let q = fs; q < fe; q++) out[o++] = buf[q]!;
              break;
            case 'int8':
              if (fe - fs <= 16) for (let q = fs; q < fe; q++) out[o++] = buf[q]!;
              else emitValue(kind, fs, fe);
              break;
            case 'numeric': {
              const end = numericEnd(buf, fs, fe);
              if (end === -2) out[o++] = 48;
              else if (end === -1) emitValue(kind, fs, fe);
              else for (let q = fs; q < end; q++) out[o++] = buf[q]!;
              break;
            }
            case 'float':
              if (plainFloat(buf, fs, fe)) for (let q = fs; q < fe; q++) out[o++] = buf[q]!;
              else emitValue(kind, fs, fe);
              break;
            case 'bool':
              if (fe - fs === 1 && buf[fs] === 116) o += TRUE.copy(out, o);
              else if (fe - fs === 1 && buf[fs] === 102) o += FALSE.copy(out, o);
              else emitValue(kind, fs, fe);
              break;
            case 'date': {
              const w = fe - fs;
              if (w === 10 && buf[fs + 4] === DASH && buf[fs + 7] === DASH)
                for (let q = fs; q < fe; q++) out[o++] = buf[q]!;
              else if (w >= 19 && buf[fs + 4] === DASH && buf[fs + 10] === 32 && buf[fs + 13] === 58)
                for (let q = fs; q < fs + 19; q++) out[o++] = buf[q]!;
              else emitValue(kind, fs, fe);
              break;
            }
            default:
              if (SPECIAL_FIRST[buf[fs]!]) emitValue(kind, fs, fe);
              else for (let q = fs; q < fe; q++) out[o++] = buf[q]!;
          }
        }
        if (delim === LF) {
          out[o++] = 13;
          out[o++] = LF;
        } else out[o++] = COMMA;
        i = fe + 1;
      }
      if (!complete) {
        o = outStart;
        break;
      }
      rows++;
    }
    carry = recordStart < len ? buf.subarray(recordStart) : null;
    return out.subarray(0, o);
  }

  return {
    /** The whole records of what has come so far, rewritten. */
    push(chunk: Uint8Array): Buffer {
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      return recode(carry ? Buffer.concat([carry, bytes]) : bytes);
    },
    /** After the last chunk: a record left incomplete means the COPY was cut short. */
    end(): void {
      if (carry?.length) throw new Error('PostgreSQL’s CSV ended inside a record');
    },
    get rows() {
      return rows;
    },
  };
}

/** The rows of a COPY as this app's CSV, chunk by chunk. */
export async function* recodedCsv(
  types: readonly number[],
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const recoder = pgCsvRecoder(types);
  for await (const chunk of chunks) {
    const out = recoder.push(chunk);
    if (out.length) yield out;
  }
  recoder.end();
}
