import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  effects,
  speeds,
  type Effect,
  type Speed,
  type StoryPage,
} from '../../../../../../../components/story/story-model';

/** A page's name and its transitions in and out, with their speed. */
export function PageSettings({
  page,
  onChange,
}: {
  page: StoryPage;
  onChange: (patch: Partial<StoryPage>) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(page.name);
  const pick = (
    id: string,
    label: string,
    value: string,
    items: readonly string[],
    ns: string,
    set: (v: string) => void,
  ) => (
    <FormField id={id} label={label}>
      <Select value={value} onValueChange={set}>
        <SelectTrigger id={id} className="h-8" data-testid={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {items.map((i) => (
            <SelectItem key={i} value={i}>
              {t(`stories:${ns}.${i}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-4" data-testid="page-settings">
      <FormField id="page-name" label={t('stories:editor.pageName')}>
        <Input
          id="page-name"
          className="h-8"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => name.trim() && name !== page.name && onChange({ name: name.trim() })}
          onKeyDown={(e) =>
            e.key === 'Enter' && name.trim() && name !== page.name && onChange({ name: name.trim() })
          }
        />
      </FormField>
      {pick('page-in', t('stories:editor.effectIn'), page.effectIn, effects, 'effects', (v) =>
        onChange({ effectIn: v as Effect }),
      )}
      {pick('page-out', t('stories:editor.effectOut'), page.effectOut, effects, 'effects', (v) =>
        onChange({ effectOut: v as Effect }),
      )}
      {pick('page-speed', t('stories:editor.speed'), page.speed, speeds, 'speeds', (v) =>
        onChange({ speed: v as Speed }),
      )}
    </div>
  );
}
