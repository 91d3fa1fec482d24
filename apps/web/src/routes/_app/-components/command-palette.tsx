import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  commandScore,
} from '@tessera/ui/command';
import { useTranslation } from 'react-i18next';
import { usePaletteItems, type PaletteGroup } from './use-palette-items';

/** ⌘K / Ctrl+K: jump to any page, source, view, member or setting the person may open. */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { groups, loading } = usePaletteItems(open);
  const headings: Record<PaletteGroup, string> = {
    pages: t('shell:palette.groups.pages'),
    sources: t('shell:palette.groups.sources'),
    views: t('shell:palette.groups.views'),
    members: t('shell:palette.groups.members'),
    settings: t('shell:palette.groups.settings'),
  };
  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell:palette.title')}
      description={t('shell:palette.description')}
      closeLabel={t('common:actions.close')}
      data-testid="command-palette"
      // Items are matched on what the person reads (names, user names, e-mails), never on their ids.
      filter={(_value, search, keywords = []) => commandScore(keywords.join(' '), search)}
    >
      <CommandInput
        placeholder={t('shell:palette.placeholder')}
        aria-label={t('shell:palette.placeholder')}
      />
      <CommandList label={t('shell:palette.results')}>
        {loading && <CommandLoading>{t('shell:palette.loading')}</CommandLoading>}
        <CommandEmpty>{t('shell:palette.empty')}</CommandEmpty>
        {groups.map(([group, items]) => (
          <CommandGroup key={group} heading={headings[group]} data-testid={`palette-${group}`}>
            {items.map((item) => (
              <CommandItem
                key={item.id}
                value={item.id}
                keywords={[item.label, ...item.keywords]}
                onSelect={() => {
                  onOpenChange(false);
                  item.go();
                }}
              >
                <item.icon aria-hidden />
                <span className="truncate">{item.label}</span>
                {item.hint && (
                  <span className="ml-auto truncate text-xs text-muted-foreground">{item.hint}</span>
                )}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
    </CommandDialog>
  );
}
