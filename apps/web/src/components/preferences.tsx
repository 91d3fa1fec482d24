import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { Languages, Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import type { Theme } from '../lib/theme';
import type { Language } from '@tessera/i18n';

/** Language names are written in their own language, as every product does. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '中文' };
export const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

export function LanguageRadioItems() {
  const { i18n } = useTranslation();
  return (
    <DropdownMenuRadioGroup
      value={currentLanguage(i18n)}
      onValueChange={(v) => void changeLanguage(i18n, v as Language)}
    >
      {(Object.keys(languageNames) as Language[]).map((lng) => (
        <DropdownMenuRadioItem key={lng} value={lng}>
          {languageNames[lng]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

export function ThemeRadioItems() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
      {(['light', 'dark', 'system'] as const).map((value) => {
        const Icon = themeIcons[value];
        return (
          <DropdownMenuRadioItem key={value} value={value}>
            <Icon />
            {t(`common:theme.${value}`)}
          </DropdownMenuRadioItem>
        );
      })}
    </DropdownMenuRadioGroup>
  );
}

/** Language and theme switches for pages outside the workspace (login, register…). */
export function PreferencesBar() {
  const { t, i18n } = useTranslation();
  const [theme] = useTheme();
  const ThemeIcon = themeIcons[theme];
  return (
    <div className="flex items-center gap-1">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" data-testid="language-switch">
            <Languages aria-hidden />
            {/* The name starts with what the button shows (WCAG 2.5.3), then says what it is for. */}
            <span className="sr-only">{t('common:language.label')}: </span>
            {languageNames[currentLanguage(i18n)]}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-36">
          <LanguageRadioItems />
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('common:theme.label')}
            data-testid="theme-switch"
          >
            <ThemeIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-36">
          <ThemeRadioItems />
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
