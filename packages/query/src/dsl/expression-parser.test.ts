import { describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import { parseExpression } from './expression-parser';
import { renderExpression } from './expression-render';

const col = (p: string[]) => `"V"."${p.join('.')}"`;
const pg = (src: string) => renderExpression(parseExpression(src), 'postgres', col);
const my = (src: string) =>
  renderExpression(parseExpression(src), 'mysql', (p) => `\`V\`.\`${p.join('.')}\``);

describe('computed-field expressions', () => {
  it('parses Datart snippets and renders them per dialect', () => {
    expect(pg('SUM([amount]) / COUNT([id])')).toBe('(SUM("V"."amount") / COUNT("V"."id"))');
    expect(pg('count(distinct [id])')).toBe('COUNT(DISTINCT "V"."id")');
    expect(pg("concat(concat('2',concat('3','6')),'1')")).toBe(
      "CONCAT(CONCAT(E'2', CONCAT(E'3', E'6')), E'1')",
    );
    expect(pg('IF([a] > 1, [b], NULL)')).toBe('(CASE WHEN ("V"."a" > 1) THEN "V"."b" ELSE NULL END)');
    expect(pg('[root].[birthday] IS NOT NULL')).toBe('("V"."root.birthday" IS NOT NULL)');
    expect(my('AGG_DATE_MONTH([d])')).toBe("DATE_FORMAT(`V`.`d`, '%Y-%m')");
    expect(my('DAY_OF_WEEK([d])')).toBe('DAYOFWEEK(`V`.`d`)');
    expect(my('NOW()')).toBe('NOW()');
  });

  it('escapes string literals for the dialect', () => {
    expect(pg("'it''s \\ fine'")).toBe("E'it''s \\\\ fine'");
    expect(my("'a\\'")).toBe("'a\\\\'");
  });

  const rejected = [
    ['a subquery', '(SELECT 1)'],
    ['a bare identifier', 'amount + 1'],
    ['a line comment', '[a] -- x'],
    ['a block comment', '[a] /* x */'],
    ['a semicolon', '[a]; DROP TABLE t'],
    ['an unknown function', 'pg_sleep(10)'],
    ['a double-quoted identifier', '"amount"'],
    ['a backtick identifier', '`amount`'],
    ['string concatenation operator', "[a] || 'x'"],
    ['DISTINCT outside COUNT', 'SUM(DISTINCT [a])'],
    ['wrong arity', 'ROUND()'],
    ['unbalanced parenthesis', 'SUM([a]'],
    ['a variable', '$x$'],
  ];
  it.each(rejected)('rejects %s', (_name, src) => {
    let code = 'OK';
    try {
      parseExpression(src as string);
    } catch (e) {
      code = isQueryError(e) ? e.code : 'OTHER';
    }
    expect(code).toBe('INVALID_EXPRESSION');
  });
});
