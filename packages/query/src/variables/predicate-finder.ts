import { isTrivia, nextSignificant, prevSignificant, type Token } from '../sql/tokenizer';

/** Where a `$var$` sits, found on tokens so that literals and comments are never touched. */
export type VariableContext =
  | {
      kind: 'compare';
      op: string;
      start: number;
      end: number;
      leftStart: number;
      leftEnd: number;
      reversed: boolean;
    }
  | { kind: 'like'; not: boolean; start: number; end: number; leftStart: number; leftEnd: number }
  | { kind: 'inList'; start: number; end: number; leftStart: number; leftEnd: number }
  | { kind: 'between'; start: number; end: number; leftStart: number; leftEnd: number }
  | { kind: 'limit' }
  | { kind: 'plain' };

const COMPARE = new Set(['=', '!=', '<>', '<', '<=', '>', '>=']);
const isOp = (t: Token | undefined, text: string) => t?.kind === 'op' && t.text === text;
const isWord = (t: Token | undefined, value: string) => t?.kind === 'word' && t.value === value;

/** Start index of the operand that ends at `end` (identifier chain, literal, call or parenthesis). */
export function operandStart(tokens: Token[], end: number): number {
  let i = end;
  const t = tokens[i];
  if (isOp(t, ')')) {
    let depth = 0;
    for (; i >= 0; i--) {
      if (isOp(tokens[i], ')')) depth++;
      else if (isOp(tokens[i], '(') && --depth === 0) break;
    }
    const fn = prevSignificant(tokens, i - 1);
    const f = tokens[fn];
    if (f && (f.kind === 'qident' || (f.kind === 'word' && !KEYWORDS.has(f.value)))) i = fn;
  }
  // Qualified names: a.b.c
  for (;;) {
    const dot = prevSignificant(tokens, i - 1);
    const owner = prevSignificant(tokens, dot - 1);
    if (
      dot >= 0 &&
      isOp(tokens[dot], '.') &&
      owner >= 0 &&
      (tokens[owner]?.kind === 'word' || tokens[owner]?.kind === 'qident')
    )
      i = owner;
    else return i;
  }
}

/** End index of the operand that starts at `start`. */
export function operandEnd(tokens: Token[], start: number): number {
  let i = start;
  for (;;) {
    const next = nextSignificant(tokens, i + 1);
    if (next >= 0 && isOp(tokens[next], '.')) i = nextSignificant(tokens, next + 1);
    else if (next >= 0 && isOp(tokens[next], '(') && tokens[i]?.kind === 'word') {
      let depth = 0;
      for (i = next; i < tokens.length; i++) {
        if (isOp(tokens[i], '(')) depth++;
        else if (isOp(tokens[i], ')') && --depth === 0) break;
      }
      return i;
    } else return i;
  }
}

const KEYWORDS = new Set([
  'AND',
  'OR',
  'NOT',
  'WHERE',
  'ON',
  'IN',
  'EXISTS',
  'HAVING',
  'WHEN',
  'THEN',
  'SELECT',
]);

export function findContext(tokens: Token[], idx: number): VariableContext {
  const p = prevSignificant(tokens, idx - 1);
  const prev = tokens[p];
  const n = nextSignificant(tokens, idx + 1);
  const next = tokens[n];
  // IN ($v$)
  if (isOp(prev, '(') && isOp(next, ')')) {
    const inIdx = prevSignificant(tokens, p - 1);
    if (isWord(tokens[inIdx], 'IN')) {
      const notIdx = prevSignificant(tokens, inIdx - 1);
      const leftEnd = isWord(tokens[notIdx], 'NOT') ? prevSignificant(tokens, notIdx - 1) : notIdx;
      return {
        kind: 'inList',
        start: operandStart(tokens, leftEnd),
        end: n,
        leftStart: operandStart(tokens, leftEnd),
        leftEnd,
      };
    }
  }
  if (prev && prev.kind === 'op' && COMPARE.has(prev.text)) {
    const leftEnd = prevSignificant(tokens, p - 1);
    const leftStart = operandStart(tokens, leftEnd);
    return {
      kind: 'compare',
      op: prev.text,
      start: leftStart,
      end: idx,
      leftStart,
      leftEnd,
      reversed: false,
    };
  }
  if (isWord(prev, 'LIKE')) {
    const notIdx = prevSignificant(tokens, p - 1);
    const not = isWord(tokens[notIdx], 'NOT');
    const leftEnd = not ? prevSignificant(tokens, notIdx - 1) : notIdx;
    const leftStart = operandStart(tokens, leftEnd);
    return { kind: 'like', not, start: leftStart, end: idx, leftStart, leftEnd };
  }
  if (
    isWord(prev, 'BETWEEN') ||
    (isWord(prev, 'AND') &&
      isWord(tokens[prevSignificant(tokens, prevSignificant(tokens, p - 1) - 1)], 'BETWEEN'))
  ) {
    const betweenIdx = isWord(prev, 'BETWEEN')
      ? p
      : prevSignificant(tokens, prevSignificant(tokens, p - 1) - 1);
    const notIdx = prevSignificant(tokens, betweenIdx - 1);
    const leftEnd = isWord(tokens[notIdx], 'NOT') ? prevSignificant(tokens, notIdx - 1) : notIdx;
    const leftStart = operandStart(tokens, leftEnd);
    const lower = nextSignificant(tokens, betweenIdx + 1);
    const and = nextSignificant(tokens, lower + 1);
    const upper = nextSignificant(tokens, and + 1);
    return { kind: 'between', start: leftStart, end: upper, leftStart, leftEnd };
  }
  if (
    next &&
    next.kind === 'op' &&
    COMPARE.has(next.text) &&
    !(prev && prev.kind === 'op' && COMPARE.has(prev.text))
  ) {
    const rightStart = nextSignificant(tokens, n + 1);
    const rightEnd = operandEnd(tokens, rightStart);
    return {
      kind: 'compare',
      op: next.text,
      start: idx,
      end: rightEnd,
      leftStart: rightStart,
      leftEnd: rightEnd,
      reversed: true,
    };
  }
  if (
    isWord(prev, 'LIMIT') ||
    isWord(prev, 'OFFSET') ||
    (isOp(prev, ',') && isWord(tokens[prevSignificant(tokens, prevSignificant(tokens, p - 1) - 1)], 'LIMIT'))
  ) {
    return { kind: 'limit' };
  }
  return { kind: 'plain' };
}

export function tokenText(tokens: Token[], start: number, end: number): string {
  return tokens
    .slice(start, end + 1)
    .map((t) => (isTrivia(t) ? ' ' : t.text))
    .join('');
}
