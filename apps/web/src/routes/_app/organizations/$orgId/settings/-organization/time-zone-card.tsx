import { useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@tessera/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@tessera/ui/popover';
import { toast } from '@tessera/ui/toast';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../../../lib/app-error';
import { useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';

/** The zones this browser knows (IANA names), with UTC, which the list leaves out. */
export function timeZoneChoices(): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes('UTC') ? known : ['UTC', ...known];
}

/**
 * The organisation's time zone, which its schedules fire in and their dates are read in: a searchable
 * list of IANA zones, or the server's own zone. Its owner sets it; others see it. The server checks
 * the zone (an unknown one is refused with its name).
 */
export function TimeZoneCard({
  orgId,
  timeZone,
  effectiveTimeZone,
  canEdit,
}: {
  orgId: string;
  timeZone: string | null;
  effectiveTimeZone: string;
  canEdit: boolean;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const services = useServices();
  const [open, setOpen] = useState(false);
  const zones = useMemo(timeZoneChoices, []);
  const save = useMutation(
    trpc.org.setTimeZone.mutationOptions({
      onSuccess: async () => {
        toast.success(t('orgs:settings.timeZone.saved'));
        await services.queryClient.invalidateQueries(services.trpc.org.pathFilter());
      },
      onError: (error) => toast.error(describeError(i18n, error)),
    }),
  );
  const choose = (zone: string | null) => {
    setOpen(false);
    if (zone !== timeZone) save.mutate({ orgId, timeZone: zone });
  };
  const serverLabel = t('orgs:settings.timeZone.server');
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('orgs:settings.timeZone.title')}</CardTitle>
        <CardDescription>{t('orgs:settings.timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              variant="outline"
              role="combobox"
              aria-expanded={open}
              aria-label={t('orgs:settings.timeZone.label')}
              className="w-full max-w-md justify-between font-normal"
              disabled={!canEdit}
              loading={save.isPending}
              data-testid="org-time-zone"
            >
              {timeZone ?? `${serverLabel} (${effectiveTimeZone})`}
              <ChevronsUpDown className="opacity-50" />
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-80 p-0">
            <Command>
              <CommandInput placeholder={t('orgs:settings.timeZone.search')} />
              <CommandList>
                <CommandEmpty>{t('orgs:settings.timeZone.empty')}</CommandEmpty>
                <CommandItem value={`__server ${serverLabel}`} onSelect={() => choose(null)}>
                  <Check className={timeZone === null ? 'opacity-100' : 'opacity-0'} />
                  {serverLabel}
                </CommandItem>
                {zones.map((zone) => (
                  <CommandItem key={zone} value={zone} onSelect={() => choose(zone)}>
                    <Check className={zone === timeZone ? 'opacity-100' : 'opacity-0'} />
                    {zone}
                  </CommandItem>
                ))}
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
        <p className="text-xs text-muted-foreground">
          {canEdit ? t('orgs:settings.timeZone.hint') : t('orgs:settings.timeZone.ownerOnly')}
        </p>
      </CardContent>
    </Card>
  );
}
