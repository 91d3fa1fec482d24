import { useQuery } from '@tanstack/react-query';
import { builtInMapNames, mapSourceOf } from '@tessera/charts';
import { Label } from '@tessera/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../hooks/use-permissions';
import { useTRPC } from '../../lib/trpc';

const ID = 'style-map-mapLevelName';

/**
 * The map a map chart draws on (style `map.mapLevelName`): a built-in map, or one of the organisation's
 * uploads, stored by id. Uploads are offered when the server lets the person read the organisation's maps.
 */
export function MapPicker({ value, onChange }: { value: unknown; onChange: (value: string) => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { org } = usePermissions();
  const orgId = org?.id ?? '';
  const access = useQuery(trpc.geoMap.access.queryOptions({ orgId }, { enabled: Boolean(org) }));
  const list = useQuery(trpc.geoMap.list.queryOptions({ orgId }, { enabled: access.data?.read === true }));
  const source = mapSourceOf(value);
  const current =
    source.kind === 'builtIn' ? source.name : source.kind === 'uploaded' ? source.id : source.value;
  const maps = list.data?.maps ?? [];
  // A map that is gone (or not this organisation's) stays selectable under a name saying so.
  const missing = source.kind !== 'builtIn' && !maps.some((m) => m.id === current);
  return (
    <div className="grid gap-1" data-style="map.mapLevelName" data-testid="map-picker">
      <Label htmlFor={ID} className="text-xs font-normal text-muted-foreground">
        {t('orgs:maps.picker.label')}
      </Label>
      <Select value={current} onValueChange={onChange}>
        <SelectTrigger id={ID} className="h-7 w-full text-xs" aria-label={t('orgs:maps.picker.label')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup aria-label={t('orgs:maps.picker.builtIn')}>
            {builtInMapNames.map((name) => (
              <SelectItem key={name} value={name}>
                {t(`orgs:maps.picker.${name}`)}
              </SelectItem>
            ))}
          </SelectGroup>
          {(maps.length > 0 || missing) && (
            <SelectGroup aria-label={t('orgs:maps.picker.uploaded')}>
              {maps.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.name}
                </SelectItem>
              ))}
              {missing && <SelectItem value={current}>{t('orgs:maps.picker.unavailable')}</SelectItem>}
            </SelectGroup>
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
