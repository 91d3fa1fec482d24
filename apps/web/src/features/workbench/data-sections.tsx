import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ChartField, ChartMeta, DataSection, DatachartConfig, FieldAction } from '@tessera/charts';
import { cn } from '@tessera/ui/lib/utils';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DragData, DropData } from './dnd';
import { FieldMenu, type FieldEdit } from './field-menu';
import { fieldLabel } from './field-label';
import { filterConditionText } from './filter-condition-text';

/** The chart type's data sections as drop zones, each listing its fields with their actions. */
export function DataSections({
  config,
  meta,
  onEdit,
}: {
  config: DatachartConfig;
  meta: ChartMeta;
  onEdit: (section: string, uid: string, edit: FieldEdit) => void;
}) {
  return (
    <div className="space-y-2" data-testid="data-sections">
      {config.chartConfig.datas.map((section) => (
        <SectionZone
          key={section.key}
          section={section}
          actions={(meta.sections.find((s) => s.key === section.key)?.actions ?? []).filter(
            // The size range is drawn by the scatter chart; the map's scatter sizes its own symbols.
            (a) => a !== 'size' || meta.id === 'scatter',
          )}
          onEdit={onEdit}
        />
      ))}
    </div>
  );
}

function SectionZone({
  section,
  actions,
  onEdit,
}: {
  section: DataSection;
  actions: FieldAction[];
  onEdit: (section: string, uid: string, edit: FieldEdit) => void;
}) {
  const { t } = useTranslation();
  const drop: DropData = { section: section.key };
  const { setNodeRef, isOver } = useDroppable({ id: `section:${section.key}`, data: drop });
  const rows = section.rows ?? [];
  const limit = Array.isArray(section.limit) ? section.limit : null;
  return (
    <div
      ref={setNodeRef}
      data-testid="data-section"
      data-section={section.key}
      className={cn(
        'rounded-md border border-dashed border-border p-2 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <div className="flex items-center justify-between pb-1 text-xs">
        <span className="font-medium">
          {t(`charts:sections.${section.label ?? section.key}`, { defaultValue: section.key })}
          {section.required && <span className="text-destructive"> *</span>}
        </span>
        {limit && limit[1] < 999 && (
          <span className="text-muted-foreground">{t('vizs:workbench.limit', { count: limit[1] })}</span>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="py-1 text-xs text-muted-foreground">{t('vizs:workbench.dropHere')}</p>
      ) : (
        <ul className="space-y-1">
          {rows.map((field, index) => (
            <FieldChip
              key={field.uid ?? `${field.colName}-${String(index)}`}
              section={section}
              field={field}
              index={index}
              actions={actions}
              onEdit={(edit) => onEdit(section.key, field.uid!, edit)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function FieldChip({
  section,
  field,
  index,
  actions,
  onEdit,
}: {
  section: DataSection;
  field: ChartField;
  index: number;
  actions: FieldAction[];
  onEdit: (edit: FieldEdit) => void;
}) {
  const { t, i18n } = useTranslation();
  const drag: DragData = { kind: 'chip', section: section.key, uid: field.uid! };
  const draggable = useDraggable({ id: `chip:${section.key}:${field.uid!}`, data: drag });
  const drop: DropData = { section: section.key, index };
  const droppable = useDroppable({ id: `slot:${section.key}:${field.uid!}`, data: drop });
  const label = fieldLabel(t, field);
  // A filter says what it keeps ("region = East, West"), not only which field it is on.
  const condition = section.type === 'filter' ? filterConditionText(t, i18n.language, field, label) : null;
  return (
    <li
      ref={droppable.setNodeRef}
      className={cn('rounded', droppable.isOver && 'shadow-[0_-2px_0_0] shadow-primary')}
    >
      <div
        ref={draggable.setNodeRef}
        data-testid="section-field"
        data-field={field.colName}
        className={cn(
          'flex h-7 items-center gap-1 rounded-md bg-primary/10 pr-1 text-xs text-foreground',
          draggable.isDragging && 'opacity-40',
        )}
      >
        <span
          {...draggable.listeners}
          {...draggable.attributes}
          className="flex h-full cursor-grab items-center pl-1 text-muted-foreground"
          aria-label={t('vizs:workbench.dragField', { name: label })}
        >
          <GripVertical className="size-3" />
        </span>
        <span
          className="min-w-0 flex-1 truncate"
          title={condition ?? label}
          {...(condition && { 'data-testid': 'filter-condition' })}
        >
          {condition ?? label}
          {field.sort?.type === 'ASC' && ' ↑'}
          {field.sort?.type === 'DESC' && ' ↓'}
        </span>
        <FieldMenu field={field} sectionType={section.type} actions={actions} label={label} onEdit={onEdit} />
      </div>
    </li>
  );
}
