import { describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import { renderParts } from '../sql/parts';
import type { Dialect } from '../types';
import { renderVariables } from './render-variables';
import type { QueryVariable } from './variable.schemas';

// Datart's SqlScriptRenderTest fixture (datart-facts §13).
const fixture: QueryVariable[] = [
  { name: '部门', type: 'PERMISSION', valueType: 'STRING', values: ['销售部'] },
  { name: 'age', type: 'QUERY', valueType: 'NUMERIC', values: ['20'] },
  { name: 'max', type: 'QUERY', valueType: 'NUMERIC', values: ['100'] },
  { name: 'min', type: 'QUERY', valueType: 'NUMERIC', values: ['0'] },
  { name: 'str', type: 'QUERY', valueType: 'STRING', values: ['content'] },
  { name: 'datetime', type: 'QUERY', valueType: 'STRING', values: ['2020-01-01 00:00:00'] },
  { name: 'date', type: 'QUERY', valueType: 'DATE', values: ['2020-01-01 00:00:00'] },
  { name: 'where', type: 'QUERY', valueType: 'FRAGMENT', values: ['1=1'] },
];

const render = (sql: string, vars: QueryVariable[] = fixture, d: Dialect = 'postgres') =>
  renderParts(renderVariables(sql, vars, d), d);
const with_ = (over: Partial<QueryVariable> & { name: string }) =>
  fixture.map((v) => (v.name === over.name ? { ...v, ...over } : v));

describe('renderVariables — Datart examples with bound parameters', () => {
  it('binds a permission string and a numeric comparison', () => {
    expect(render('select * from t where 部门=$部门$ and age>$age$')).toEqual({
      sql: 'select * from t where 部门=$1 and age>$2',
      params: ['销售部', 20],
    });
  });

  it('uses ? placeholders on MySQL', () => {
    expect(render('select * from t where 部门=$部门$ and age>$age$', fixture, 'mysql').sql).toBe(
      'select * from t where 部门=? and age>?',
    );
  });

  it('expands IN ($v$) and BETWEEN', () => {
    expect(render('select * from t where dept IN ($部门$)')).toEqual({
      sql: 'select * from t where dept IN ($1)',
      params: ['销售部'],
    });
    expect(render('select * from t where age BETWEEN $min$ AND $max$')).toEqual({
      sql: 'select * from t where age BETWEEN $1 AND $2',
      params: [0, 100],
    });
  });

  it('inlines validated integers in LIMIT and binds select-list values', () => {
    expect(render('select $str$ as s from t limit $max$')).toEqual({
      sql: 'select $1 as s from t limit 100',
      params: ['content'],
    });
  });

  it('splices fragments and binds dates', () => {
    expect(render('select * from t where $where$ and create_time > $date$')).toEqual({
      sql: 'select * from t where  1=1  and create_time > $1',
      params: ['2020-01-01 00:00:00'],
    });
  });

  it('turns = and != with several values into IN / NOT IN, one parameter per value', () => {
    const vars = with_({ name: '部门', values: ['销售部', '市场部'] });
    expect(render('select * from t where dept = $部门$', vars)).toEqual({
      sql: 'select * from t where dept IN ($1, $2)',
      params: ['销售部', '市场部'],
    });
    expect(render('select * from t where t.dept <> $部门$', vars).sql).toBe(
      'select * from t where t.dept NOT IN ($1, $2)',
    );
    expect(render('select * from t where dept IN ($部门$)', vars).sql).toBe(
      'select * from t where dept IN ($1, $2)',
    );
  });

  it('keeps the smallest value for > and the largest for <', () => {
    const vars = with_({ name: 'age', values: ['30', '20', '25'] });
    expect(render('select * from t where age > $age$', vars).params).toEqual([20]);
    expect(render('select * from t where age <= $age$', vars).params).toEqual([30]);
  });

  it('a QUERY variable without value makes the predicate IS NULL (Datart)', () => {
    const vars = with_({ name: 'age', values: [] });
    expect(render('select * from t where age > $age$ and x = 1', vars).sql).toBe(
      'select * from t where age IS NULL and x = 1',
    );
    expect(
      render('select * from t where lower(name) = $str$', with_({ name: 'str', values: null })).sql,
    ).toBe('select * from t where lower(name) IS NULL');
  });

  it('a PERMISSION variable without values fails closed; a disabled one does not restrict', () => {
    expect(render('select * from t where 部门=$部门$', with_({ name: '部门', values: [] })).sql).toBe(
      'select * from t where 1=0',
    );
    expect(render('select * from t where 部门=$部门$', with_({ name: '部门', values: undefined })).sql).toBe(
      'select * from t where 1=0',
    );
    expect(
      render('select * from t where 部门 IN ($部门$)', with_({ name: '部门', values: ['x'], disabled: true }))
        .sql,
    ).toBe('select * from t where 1=1');
  });

  it('a PERMISSION variable without values outside a predicate is refused, never rendered as NULL (fail closed)', () => {
    const none = with_({ name: '部门', values: [] });
    for (const sql of [
      'select * from t where coalesce($部门$, 部门) = 部门',
      'select $部门$ as d, * from t',
      'select * from t where 部门 = any(array[$部门$])',
    ]) {
      let caught: unknown;
      try {
        render(sql, none);
      } catch (e) {
        caught = e;
      }
      expect(isQueryError(caught, 'INVALID_VARIABLE_VALUE'), sql).toBe(true);
    }
    // with a value it is bound as usual
    expect(render('select * from t where coalesce($部门$, 部门) = 部门').params).toEqual(['销售部']);
  });

  it('never touches $x$ inside string literals or comments, and matches names case-insensitively', () => {
    expect(render("select '$age$' as a from t -- $age$\nwhere AGE = $AGE$")).toEqual({
      sql: "select '$age$' as a from t -- $age$\nwhere AGE = $1",
      params: [20],
    });
  });

  it('keeps SQL carried by a value inside the parameter', () => {
    const attack = "x' OR '1'='1";
    const r = render('select * from t where name = $str$', with_({ name: 'str', values: [attack] }));
    expect(r.sql).toBe('select * from t where name = $1');
    expect(r.params).toEqual([attack]);
  });

  it('refuses undefined variables, bad numbers, bad dates and non-integer limits', () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
        return 'OK';
      } catch (e) {
        return isQueryError(e) ? e.code : 'OTHER';
      }
    };
    expect(codeOf(() => render('select * from t where a = $nope$'))).toBe('UNKNOWN_VARIABLE');
    expect(
      codeOf(() => render('select * from t where a > $age$', with_({ name: 'age', values: ['1 OR 1=1'] }))),
    ).toBe('INVALID_VARIABLE_VALUE');
    expect(
      codeOf(() =>
        render('select * from t where d > $date$', with_({ name: 'date', values: ["2020-01-01'; drop"] })),
      ),
    ).toBe('INVALID_VARIABLE_VALUE');
    expect(
      codeOf(() =>
        render('select * from t limit $max$', with_({ name: 'max', values: ['10; drop table t'] })),
      ),
    ).toBe('INVALID_VARIABLE_VALUE');
  });
});
