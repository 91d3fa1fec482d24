import { useDraggable } from '@dnd-kit/core';
import { dateLevels, dateLevelField, type WorkbenchField } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { cn } from '@tessera/ui/lib/utils';
import { Calendar, ChevronRight, SquareFunction, Hash, Plus, Sigma, Type } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragData } from './dnd';

/** The chart's own computed fields: added from the list's header, edited and deleted from their menu. */
export interface ComputedActions {
  names: Set<string>;
  onAdd: () => void;
  onEdit: (name: string) => void;
  onRemove: (name: string) => void;
}

/** The view's fields as dimensions and metrics; each is dragged into a section or added from its menu. */
export function FieldList({
  fields,
  sections,
  onAdd,
  computed,
}: {
  fields: WorkbenchField[];
  sections: { key: string; label: string }[];
  onAdd: (section: string, field: WorkbenchField) => void;
  computed?: ComputedActions;
}) {
  const { t } = useTranslation();
  const groups = [
    {
      key: 'dimension',
      title: t('vizs:workbench.dimensions'),
      items: fields.filter((f) => f.role === 'dimension'),
    },
    { key: 'metric', title: t('vizs:workbench.metrics'), items: fields.filter((f) => f.role === 'metric') },
  ];
  return (
    <div className="space-y-3" data-testid="field-list">
      {computed && (
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          data-testid="computed-add"
          onClick={computed.onAdd}
        >
          <SquareFunction />
          {t('vizs:computed.add')}
        </Button>
      )}
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title}>
          <h2 className="px-1 pb-1 text-xs font-medium text-muted-foreground">{g.title}</h2>
          {g.items.length === 0 ? (
            <p className="px-1 text-xs text-muted-foreground">{t('vizs:workbench.noFields')}</p>
          ) : (
            <ul className="space-y-0.5">
              {g.items.map((f) => (
                <FieldRow key={f.name} field={f} sections={sections} onAdd={onAdd} computed={computed} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function FieldIcon({ field }: { field: WorkbenchField }) {
  const cls = 'size-3.5 shrink-0';
  if (field.category === 'aggregateComputedField') return <Sigma className={`${cls} text-violet-500`} />;
  if (field.type === 'DATE') return <Calendar className={`${cls} text-amber-500`} />;
  if (field.type === 'NUMERIC') return <Hash className={`${cls} text-emerald-500`} />;
  return <Type className={`${cls} text-sky-500`} />;
}

function FieldRow({
  field,
  sections,
  onAdd,
  computed,
  nested = false,
}: {
  field: WorkbenchField;
  sections: { key: string; label: string }[];
  onAdd: (section: string, field: WorkbenchField) => void;
  computed?: ComputedActions;
  nested?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const data: DragData = { kind: 'field', field };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `field:${field.name}`, data });
  const label = field.dateOf ? t(`vizs:dateLevels.${field.dateOf.level}`) : field.name;
  const isDate = field.type === 'DATE' && !field.dateOf;
  return (
    <li>
      <div
        ref={setNodeRef}
        data-testid="field-item"
        data-field={field.name}
        className={cn(
          'group flex h-7 items-center gap-1.5 rounded-md px-1 text-sm hover:bg-accent',
          nested && 'pl-6',
          isDragging && 'opacity-40',
        )}
      >
        {isDate ? (
          <button
            type="button"
            className="-ml-0.5 cursor-pointer rounded p-0.5 hover:bg-muted"
            aria-label={t(open ? 'vizs:workbench.collapseDate' : 'vizs:workbench.expandDate', {
              name: field.name,
            })}
            aria-expanded={open}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronRight className={cn('size-3 transition-transform', open && 'rotate-90')} />
          </button>
        ) : null}
        <FieldIcon field={field} />
        {/* The drag handle is the name: the row also holds buttons, which a draggable button may not. */}
        <span
          {...listeners}
          {...attributes}
          className="min-w-0 flex-1 cursor-grab truncate"
          title={field.name}
        >
          {label}
        </span>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="icon-sm"
              variant="ghost"
              className="size-6 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
              aria-label={t('vizs:workbench.addTo', { name: label })}
              data-testid="field-add"
              onPointerDown={(e) => e.stopPropagation()}
            >
              <Plus className="size-3.5" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('vizs:workbench.addToSection')}</DropdownMenuLabel>
            {sections.map((s) => (
              <DropdownMenuItem key={s.key} onSelect={() => onAdd(s.key, field)}>
                {s.label}
              </DropdownMenuItem>
            ))}
            {computed?.names.has(field.name) && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem data-testid="computed-edit" onSelect={() => computed.onEdit(field.name)}>
                  {t('vizs:computed.edit')}
                </DropdownMenuItem>
                <DropdownMenuItem
                  data-testid="computed-remove"
                  className="text-destructive focus:text-destructive"
                  onSelect={() => computed.onRemove(field.name)}
                >
                  {t('vizs:computed.remove')}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {isDate && open && (
        <ul>
          {dateLevels.map((level) => (
            <FieldRow
              key={level}
              field={dateLevelField(field.name, level)}
              sections={sections}
              onAdd={onAdd}
              nested
            />
          ))}
        </ul>
      )}
    </li>
  );
}
