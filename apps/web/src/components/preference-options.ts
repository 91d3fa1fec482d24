import type { Language } from '@tessera/i18n';
import { Monitor, Moon, Sun } from 'lucide-react';

/** Language names are written in their own language, as every product does. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '中文' };
export const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;
