import type { UnitKey } from '../config/config.schemas';

/** Divisor and suffix of each number unit. The Chinese units keep their characters in both languages. */
export const numberUnits: Record<UnitKey, { divisor: number; suffix: { en: string; zh: string } }> = {
  none: { divisor: 1, suffix: { en: '', zh: '' } },
  thousand: { divisor: 1e3, suffix: { en: 'K', zh: '千' } },
  wan: { divisor: 1e4, suffix: { en: '万', zh: '万' } },
  million: { divisor: 1e6, suffix: { en: 'M', zh: '百万' } },
  yi: { divisor: 1e8, suffix: { en: '亿', zh: '亿' } },
  billion: { divisor: 1e9, suffix: { en: 'B', zh: '十亿' } },
};
