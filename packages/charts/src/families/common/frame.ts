import type { Cell, Dataframe } from '../../types';
import type { SectionField } from './fields';

/** Reads a dataframe by result alias (the last element of each column name). */
export class FrameReader {
  private readonly index = new Map<string, number>();

  constructor(readonly frame: Dataframe) {
    frame.columns.forEach((c, i) => {
      const label = c.name[c.name.length - 1];
      if (label !== undefined && !this.index.has(label)) this.index.set(label, i);
    });
  }

  get rows(): Cell[][] {
    return this.frame.rows;
  }

  indexOf(alias: string): number {
    return this.index.get(alias) ?? -1;
  }

  /** Column index of a section field; tolerates a frame queried without aggregation. */
  indexOfField(f: SectionField): number {
    const direct = this.indexOf(f.alias);
    return direct >= 0 ? direct : this.indexOf(f.field.colName);
  }

  column(f: SectionField): Cell[] {
    const i = this.indexOfField(f);
    return this.frame.rows.map((r) => (i >= 0 ? (r[i] ?? null) : null));
  }

  numbers(f: SectionField): (number | null)[] {
    return this.column(f).map(toNumber);
  }
}

export function toNumber(value: Cell | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export const cellText = (value: Cell | undefined): string =>
  value === null || value === undefined ? '' : String(value);
