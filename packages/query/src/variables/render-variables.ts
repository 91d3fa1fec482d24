import { QueryError } from '../errors';
import { param, type SqlParts } from '../sql/parts';
import { tokenize, type Token } from '../sql/tokenizer';
import type { Dialect } from '../types';
import { findContext, tokenText, type VariableContext } from './predicate-finder';
import type { QueryVariable } from './variable.schemas';
import { integerValue, typedValues } from './variable-values';

type Status = 'values' | 'missing' | 'denied' | 'disabled';

interface Replacement {
  start: number;
  end: number;
  parts: SqlParts;
}

const MAX_FRAGMENT_PASSES = 5;

/**
 * Render a view script: `$name$` becomes bound parameters (never text), FRAGMENT variables are
 * spliced in as raw SQL (only trusted admins can define them), and predicates are rewritten the
 * way Datart does — except that a PERMISSION variable without values fails closed (`1=0`).
 */
export function renderVariables(sql: string, variables: QueryVariable[], dialect: Dialect): SqlParts {
  const byName = new Map(variables.map((v) => [v.name.toLowerCase(), v]));
  const lookup = (t: Token): QueryVariable => {
    const v = byName.get(t.value.toLowerCase());
    if (!v) throw new QueryError('UNKNOWN_VARIABLE', `Variable ${t.value} is not defined`, { name: t.value });
    return v;
  };
  const tokens = spliceFragments(sql, dialect, lookup);
  if (tokens.some((t) => t.kind === 'param')) {
    throw new QueryError('SQL_INVALID', 'Positional parameters are not allowed in a view; use $variables$');
  }
  const replacements: Replacement[] = [];
  let coveredUntil = -1;
  tokens.forEach((t, idx) => {
    if (t.kind !== 'variable') return;
    const ctx = findContext(tokens, idx);
    if (ctx.kind === 'plain' || ctx.kind === 'limit') {
      if (idx <= coveredUntil) throw unsupported(t);
      replacements.push({ start: idx, end: idx, parts: renderLoose(ctx, lookup(t)) });
      return;
    }
    if (ctx.start <= coveredUntil) {
      if (ctx.kind === 'between') return; // the second bound of a BETWEEN already handled
      throw unsupported(t);
    }
    replacements.push({ start: ctx.start, end: ctx.end, parts: renderPredicate(tokens, ctx, idx, lookup) });
    coveredUntil = ctx.end;
  });
  const out: SqlParts = [];
  let r = 0;
  for (let i = 0; i < tokens.length; i++) {
    const rep = replacements[r];
    if (rep && rep.start === i) {
      out.push(...rep.parts);
      i = rep.end;
      r++;
    } else out.push((tokens[i] as Token).text);
  }
  return out;
}

function unsupported(t: Token): QueryError {
  return new QueryError('SQL_INVALID', `Variable ${t.value} is used in an unsupported position`, {
    name: t.value,
  });
}

function spliceFragments(sql: string, dialect: Dialect, lookup: (t: Token) => QueryVariable): Token[] {
  let text = sql;
  for (let pass = 0; pass < MAX_FRAGMENT_PASSES; pass++) {
    const tokens = tokenize(text, dialect, { variables: true });
    const fragments = tokens.filter((t) => t.kind === 'variable' && lookup(t).valueType === 'FRAGMENT');
    if (fragments.length === 0) return tokens;
    text = tokens
      .map((t) => {
        if (t.kind !== 'variable') return t.text;
        const v = lookup(t);
        if (v.valueType !== 'FRAGMENT') return t.text;
        if (v.values?.length !== 1) {
          throw new QueryError(
            'INVALID_VARIABLE_VALUE',
            `Fragment variable ${v.name} needs exactly one value`,
            { name: v.name },
          );
        }
        return ` ${v.values[0] as string} `;
      })
      .join('');
  }
  throw new QueryError('SQL_INVALID', 'Fragment variables are nested too deeply');
}

function statusOf(v: QueryVariable): Status {
  const has = (v.values?.length ?? 0) > 0;
  if (v.type === 'PERMISSION') {
    if (v.disabled) return 'disabled';
    return has ? 'values' : 'denied';
  }
  return has ? 'values' : 'missing';
}

function renderLoose(ctx: VariableContext, v: QueryVariable): SqlParts {
  if (ctx.kind === 'limit') return [String(integerValue(v))];
  const status = statusOf(v);
  // Outside a predicate the engine cannot turn an unassigned PERMISSION variable into `1=0`, and NULL
  // could widen the result (`coalesce($v$, col) = col`): refuse, so row-level security fails closed.
  if (status === 'denied') {
    throw new QueryError(
      'INVALID_VARIABLE_VALUE',
      `Permission variable ${v.name} has no value for this user`,
      { name: v.name },
    );
  }
  if (status !== 'values') return ['NULL'];
  const values = typedValues(v);
  return values.flatMap((value, i) => (i === 0 ? [param(value)] : [', ', param(value)]));
}

function renderPredicate(
  tokens: Token[],
  ctx: Exclude<VariableContext, { kind: 'plain' | 'limit' }>,
  idx: number,
  lookup: (t: Token) => QueryVariable,
): SqlParts {
  const inRange = tokens
    .slice(ctx.start, ctx.end + 1)
    .filter((t) => t.kind === 'variable')
    .map(lookup);
  const statuses = inRange.map(statusOf);
  const left = tokenText(tokens, ctx.leftStart, ctx.leftEnd);
  if (tokens.slice(ctx.leftStart, ctx.leftEnd + 1).some((t) => t.kind === 'variable'))
    throw unsupported(tokens[idx] as Token);
  if (statuses.includes('denied')) return ['1=0'];
  if (statuses.every((s) => s === 'disabled')) return ['1=1'];
  if (statuses.includes('missing')) return [`${left} IS NULL`];
  const v = lookup(tokens[idx] as Token);
  const values = typedValues(v);
  const ps = values.map((x) => param(x));
  const list = ps.flatMap((p, i) => (i === 0 ? [p] : [', ', p]));
  if (ctx.kind === 'compare' && values.length > 1) {
    if (ctx.op === '=') return [`${left} IN (`, ...list, ')'];
    if (ctx.op === '!=' || ctx.op === '<>') return [`${left} NOT IN (`, ...list, ')'];
    // Datart: > and >= keep the smallest value, < and <= the largest (mirrored when reversed).
    const wantMin = (ctx.op.startsWith('>') ? 1 : -1) * (ctx.reversed ? -1 : 1) > 0;
    const pick = values.reduce((a, b) => ((wantMin ? b < a : b > a) ? b : a));
    return substitute(tokens, ctx.start, ctx.end, () => [param(pick)]);
  }
  if (ctx.kind === 'like' && values.length > 1) {
    const parts: SqlParts = ['('];
    ps.forEach((p, i) =>
      parts.push(i === 0 ? '' : ctx.not ? ' AND ' : ' OR ', `${left} ${ctx.not ? 'NOT LIKE' : 'LIKE'} `, p),
    );
    return [...parts, ')'];
  }
  if (ctx.kind === 'inList') return substitute(tokens, ctx.start, ctx.end, () => list);
  return substitute(tokens, ctx.start, ctx.end, (t) => [param(typedValues(lookup(t))[0])]);
}

function substitute(tokens: Token[], start: number, end: number, render: (t: Token) => SqlParts): SqlParts {
  const out: SqlParts = [];
  for (let i = start; i <= end; i++) {
    const t = tokens[i] as Token;
    out.push(...(t.kind === 'variable' ? render(t) : [t.text]));
  }
  return out;
}
