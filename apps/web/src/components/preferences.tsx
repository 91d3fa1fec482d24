import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import type { Theme } from '../lib/theme';
import type { Language } from '@tessera/i18n';
import { languageNames, themeIcons } from './preference-options';

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

/**
 * The language or theme menu behind a switch of the preferences bar, which loads this module when the
 * pointer or the focus reaches the switch; `open` when the switch was pressed before, `focus` when it
 * had the focus (the loaded trigger replaces the button that had it).
 */
export function PreferenceMenu({
  menu,
  trigger,
  open,
  focus,
}: {
  menu: 'language' | 'theme';
  trigger: ReactElement;
  open: boolean;
  focus: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when this replaces the placeholder button, not on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger asChild ref={ref}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        {menu === 'language' ? <LanguageRadioItems /> : <ThemeRadioItems />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
