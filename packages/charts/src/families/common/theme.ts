import type { Theme } from '../../types';

/** Chart palettes per theme (the web's Tailwind theme mirrors these tokens). */
export const palettes: Record<Theme, string[]> = {
  light: [
    '#448aff',
    '#ffab00',
    '#00c853',
    '#ff5252',
    '#7c4dff',
    '#00b8d4',
    '#ff6e40',
    '#64dd17',
    '#f50057',
    '#795548',
  ],
  dark: [
    '#82b1ff',
    '#ffd740',
    '#69f0ae',
    '#ff8a80',
    '#b388ff',
    '#84ffff',
    '#ff9e80',
    '#b2ff59',
    '#ff80ab',
    '#bcaaa4',
  ],
};

export const themeText: Record<Theme, { text: string; subtle: string; background: string }> = {
  light: { text: '#495057', subtle: '#adb5bd', background: 'transparent' },
  dark: { text: '#dee2e6', subtle: '#6c757d', background: 'transparent' },
};
