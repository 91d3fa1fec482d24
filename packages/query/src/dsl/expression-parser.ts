import { QueryError } from '../errors';
import { functionArity } from './expression-functions';

/**
 * Computed-field expressions (`SUM([amount]) / COUNT([id])`). A small recursive-descent parser:
 * anything it does not know — subqueries, comments, semicolons, quoted identifiers, unknown
 * functions, bare words — is refused, so nothing the user types reaches SQL unparsed.
 */
export type Expr =
  | { kind: 'column'; path: string[] }
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'null' }
  | { kind: 'bool'; value: boolean }
  | { kind: 'unary'; op: '-' | '+' | 'NOT'; arg: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr }
  | { kind: 'isNull'; arg: Expr; not: boolean }
  | { kind: 'call'; name: string; args: Expr[]; distinct: boolean };

type Tok = { t: 'col' | 'num' | 'str' | 'word' | 'op' | 'end'; v: string; pos: number };

export const MAX_EXPRESSION_LENGTH = 10_000;

const invalid = (message: string, pos?: number): never => {
  throw new QueryError('INVALID_EXPRESSION', message, pos === undefined ? {} : { position: pos });
};

function lex(src: string): Tok[] {
  if (src.length > MAX_EXPRESSION_LENGTH) invalid('Expression is too long');
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) i++;
    else if (src.startsWith('--', i) || src.startsWith('/*', i) || c === '#')
      invalid('Comments are not allowed in expressions', i);
    else if (c === '[') {
      const end = src.indexOf(']', i);
      if (end < 0) invalid('Unclosed [column]', i);
      const name = src.slice(i + 1, end);
      if (!name || name.includes('\u0000') || name.includes('[')) invalid('Invalid column reference', i);
      out.push({ t: 'col', v: name, pos: i });
      i = end + 1;
    } else if (c === "'") {
      let j = i + 1;
      let value = '';
      for (;;) {
        if (j >= src.length) invalid('Unterminated string', i);
        if (src[j] === "'") {
          if (src[j + 1] !== "'") break;
          value += "'";
          j += 2;
        } else value += src[j++];
      }
      if (value.includes('\u0000')) invalid('NUL bytes are not allowed', i);
      out.push({ t: 'str', v: value, pos: i });
      i = j + 1;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(src.slice(i));
      if (!m) return invalid('Invalid number', i);
      out.push({ t: 'num', v: m[0], pos: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i)) as RegExpExecArray;
      out.push({ t: 'word', v: m[0].toUpperCase(), pos: i });
      i += m[0].length;
    } else {
      const op = ['<=', '>=', '<>', '!=', '=', '<', '>', '+', '-', '*', '/', '%', '(', ')', ',', '.'].find(
        (o) => src.startsWith(o, i),
      );
      if (!op) invalid(`Unexpected character ${JSON.stringify(c)}`, i);
      out.push({ t: 'op', v: op as string, pos: i });
      i += (op as string).length;
    }
  }
  out.push({ t: 'end', v: '', pos: src.length });
  return out;
}

export function parseExpression(src: string): Expr {
  const toks = lex(src);
  let p = 0;
  const peek = () => toks[p] as Tok;
  const isOp = (v: string) => peek().t === 'op' && peek().v === v;
  const isWord = (v: string) => peek().t === 'word' && peek().v === v;
  const expect = (v: string) => {
    if (!isOp(v)) invalid(`Expected "${v}"`, peek().pos);
    p++;
  };
  let depth = 0;

  const orExpr = (): Expr => binaryLevel(andExpr, ['OR']);
  const andExpr = (): Expr => binaryLevel(notExpr, ['AND']);
  const notExpr = (): Expr => {
    if (isWord('NOT')) {
      p++;
      return { kind: 'unary', op: 'NOT', arg: notExpr() };
    }
    return comparison();
  };
  const comparison = (): Expr => {
    let left = additive();
    for (;;) {
      if (isWord('IS')) {
        p++;
        const not = isWord('NOT');
        if (not) p++;
        if (!isWord('NULL')) invalid('Expected NULL after IS', peek().pos);
        p++;
        left = { kind: 'isNull', arg: left, not };
      } else if (peek().t === 'op' && ['=', '!=', '<>', '<', '<=', '>', '>='].includes(peek().v)) {
        const op = toks[p++] as Tok;
        left = { kind: 'binary', op: op.v, left, right: additive() };
      } else return left;
    }
  };
  const additive = (): Expr => binaryLevel(multiplicative, ['+', '-']);
  const multiplicative = (): Expr => binaryLevel(unary, ['*', '/', '%']);
  function binaryLevel(next: () => Expr, ops: string[]): Expr {
    let left = next();
    while ((peek().t === 'op' || peek().t === 'word') && ops.includes(peek().v)) {
      const op = (toks[p++] as Tok).v;
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  }
  const unary = (): Expr => {
    if (isOp('-') || isOp('+')) {
      const op = (toks[p++] as Tok).v as '-' | '+';
      return { kind: 'unary', op, arg: unary() };
    }
    return primary();
  };
  const primary = (): Expr => {
    if (++depth > 100) invalid('Expression is nested too deeply');
    try {
      const tok = toks[p++] as Tok;
      if (tok.t === 'num') return { kind: 'number', text: tok.v };
      if (tok.t === 'str') return { kind: 'string', value: tok.v };
      if (tok.t === 'col') {
        const path = [tok.v];
        while (isOp('.') && toks[p + 1]?.t === 'col') {
          path.push((toks[p + 1] as Tok).v);
          p += 2;
        }
        return { kind: 'column', path };
      }
      if (tok.t === 'op' && tok.v === '(') {
        const e = orExpr();
        expect(')');
        return e;
      }
      if (tok.t === 'word') {
        if (tok.v === 'NULL') return { kind: 'null' };
        if (tok.v === 'TRUE' || tok.v === 'FALSE') return { kind: 'bool', value: tok.v === 'TRUE' };
        if (isOp('(')) return call(tok);
        return invalid(`Unknown word ${tok.v}: refer to columns as [column]`, tok.pos);
      }
      return invalid(tok.t === 'end' ? 'Unexpected end of expression' : `Unexpected "${tok.v}"`, tok.pos);
    } finally {
      depth--;
    }
  };
  const call = (tok: Tok): Expr => {
    const arity = functionArity(tok.v);
    if (!arity) invalid(`Function ${tok.v} is not allowed`, tok.pos);
    expect('(');
    const args: Expr[] = [];
    let distinct = false;
    if (isWord('DISTINCT')) {
      if (tok.v !== 'COUNT') invalid('DISTINCT is only allowed in COUNT', peek().pos);
      distinct = true;
      p++;
    }
    if (!isOp(')')) {
      args.push(orExpr());
      while (isOp(',')) {
        p++;
        args.push(orExpr());
      }
    }
    expect(')');
    const [min, max] = arity as [number, number];
    if (args.length < min || args.length > max)
      invalid(`${tok.v} takes ${min === max ? min : `${min}–${max}`} arguments`, tok.pos);
    return { kind: 'call', name: tok.v, args, distinct };
  };

  const e = orExpr();
  if (peek().t !== 'end') invalid(`Unexpected "${peek().v}"`, peek().pos);
  return e;
}

export function hasAggregate(e: Expr): boolean {
  switch (e.kind) {
    case 'call':
      return (
        ['SUM', 'AVG', 'MAX', 'MIN', 'COUNT', 'VAR', 'STDDEV', 'MEDIAN'].includes(e.name) ||
        e.args.some(hasAggregate)
      );
    case 'unary':
    case 'isNull':
      return hasAggregate(e.arg);
    case 'binary':
      return hasAggregate(e.left) || hasAggregate(e.right);
    default:
      return false;
  }
}
