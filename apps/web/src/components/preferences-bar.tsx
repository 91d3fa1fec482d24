import { Button } from '@tessera/ui/button';
import { Languages } from 'lucide-react';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme';
import { currentLanguage } from '../lib/i18n';
import { useReportError } from '../lib/report-error';
import { languageNames, themeIcons } from './preference-options';
import type { PreferenceMenu } from './preferences';

/** Language and theme switches for pages outside the workspace (login, register…). */
export function PreferencesBar() {
  const { t, i18n } = useTranslation();
  const [theme] = useTheme();
  const ThemeIcon = themeIcons[theme];
  return (
    <div className="flex items-center gap-1">
      <MenuSwitch
        menu="language"
        trigger={
          <Button variant="ghost" size="sm" data-testid="language-switch">
            <Languages aria-hidden />
            {/* The name starts with what the button shows (WCAG 2.5.3), then says what it is for. */}
            <span className="sr-only">{t('common:language.label')}: </span>
            {languageNames[currentLanguage(i18n)]}
          </Button>
        }
      />
      <MenuSwitch
        menu="theme"
        trigger={
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('common:theme.label')}
            data-testid="theme-switch"
          >
            <ThemeIcon />
          </Button>
        }
      />
    </div>
  );
}

type Menus = { PreferenceMenu: typeof PreferenceMenu };
const loadMenus = () => import('./preferences');
let loadedMenus: Menus | null = null;

/**
 * A switch whose menu loads on intent (pointer over it, focus on it, or a press): the menus' Radix code
 * with its positioning and focus handling weighs about 40 KB gzip, more than the sign-in form itself.
 */
function MenuSwitch({ menu, trigger }: { menu: 'language' | 'theme'; trigger: ReactElement }) {
  const report = useReportError();
  const [menus, setMenus] = useState(loadedMenus);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(false);
  if (menus) return <menus.PreferenceMenu menu={menu} trigger={trigger} open={open} focus={focus} />;
  const load = () =>
    void loadMenus().then((m) => {
      loadedMenus = m;
      setMenus(m);
    }, report);
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: () => {
      setFocus(true);
      load();
    },
    onBlur: () => setFocus(false),
    onClick: () => {
      setOpen(true);
      load();
    },
  });
}
