import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReferenceItem {
  name?: string;
  color?: string;
}

/**
 * A list of references (lines or areas): one card per item with its name, colour and remove button
 * above the inputs `children` draws for it, and an add button below.
 */
export function ReferenceList<T extends ReferenceItem>({
  items,
  testIds,
  labels,
  defaultColor,
  newItem,
  onChange,
  children,
}: {
  items: T[];
  testIds: { list: string; item: string; add: string };
  labels: { name: string; remove: string; add: string };
  defaultColor: string;
  newItem: () => T;
  onChange: (items: T[]) => void;
  children: (item: T, set: (patch: Partial<T>) => void) => ReactNode;
}) {
  const set = (i: number, patch: Partial<T>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <div className="space-y-2" data-testid={testIds.list}>
      {items.map((item, i) => (
        <ReferenceCard
          key={i}
          testId={testIds.item}
          item={item}
          nameLabel={labels.name}
          removeLabel={labels.remove}
          defaultColor={defaultColor}
          onChange={(patch) => set(i, patch as Partial<T>)}
          onRemove={() => onChange(items.filter((_, j) => j !== i))}
        >
          {children(item, (patch) => set(i, patch))}
        </ReferenceCard>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid={testIds.add}
        onClick={() => onChange([...items, newItem()])}
      >
        <Plus />
        {labels.add}
      </Button>
    </div>
  );
}

/** One reference (line or area): its name, colour and remove button above its own inputs. */
function ReferenceCard({
  testId,
  item,
  nameLabel,
  removeLabel,
  defaultColor,
  onChange,
  onRemove,
  children,
}: {
  testId: string;
  item: ReferenceItem;
  nameLabel: string;
  removeLabel: string;
  defaultColor: string;
  onChange: (patch: ReferenceItem) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 rounded-md border border-border p-2" data-testid={testId}>
      <div className="flex items-center gap-1">
        <Input
          className="h-7 text-xs"
          aria-label={nameLabel}
          placeholder={nameLabel}
          value={item.name ?? ''}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <input
          type="color"
          aria-label={t('vizs:style.color')}
          value={item.color ?? defaultColor}
          onChange={(e) => onChange({ color: e.target.value })}
          className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
        />
        <Button size="icon-sm" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
          <Trash2 />
        </Button>
      </div>
      {children}
    </div>
  );
}
