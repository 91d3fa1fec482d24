import { QueryError } from '../errors';
import { dateValueText } from '../dsl/date-values';
import type { QueryVariable } from './variable.schemas';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Convert a variable's string values into typed bound values, refusing anything malformed. */
export function typedValues(v: QueryVariable): (string | number)[] {
  return (v.values ?? []).map((raw) => {
    if (v.valueType === 'NUMERIC') {
      const s = raw.trim();
      if (!NUMBER.test(s) || !Number.isFinite(Number(s))) {
        throw new QueryError('INVALID_VARIABLE_VALUE', `Variable ${v.name} expects a number`, {
          name: v.name,
          valueType: 'NUMERIC',
        });
      }
      return Number(s);
    }
    if (v.valueType === 'DATE') {
      const text = dateValueText(raw);
      if (text === null) {
        throw new QueryError('INVALID_VARIABLE_VALUE', `Variable ${v.name} expects a date`, {
          name: v.name,
          valueType: 'DATE',
        });
      }
      return text;
    }
    return raw;
  });
}

export function integerValue(v: QueryVariable): number {
  const values = typedValues({ ...v, valueType: 'NUMERIC' });
  const n = values[0];
  if (values.length !== 1 || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new QueryError(
      'INVALID_VARIABLE_VALUE',
      `Variable ${v.name} must be one non-negative integer here`,
      { name: v.name },
    );
  }
  return n;
}
