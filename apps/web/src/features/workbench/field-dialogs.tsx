import type { ChartField, ChartView } from '@tessera/charts';
import { AliasDialog } from './alias-dialog';
import { ColorsDialog } from './colors-dialog';
import { CustomSortDialog } from './custom-sort-dialog';
import { FilterDialog } from './filter-dialog';
import type { FieldDialog } from './field-menu';
import { FormatDialog } from './format-dialog';
import { SizeDialog } from './size-dialog';

export interface OpenFieldDialog {
  section: string;
  uid: string;
  dialog: FieldDialog;
}

/** The open field dialog of the workbench; each returns a patch of the field. */
export function FieldDialogs({
  open,
  field,
  view,
  onClose,
  onPatch,
}: {
  open: OpenFieldDialog;
  field: ChartField;
  view: ChartView | null;
  onClose: () => void;
  onPatch: (patch: (f: ChartField) => ChartField) => void;
}) {
  switch (open.dialog) {
    case 'alias':
      return (
        <AliasDialog field={field} onClose={onClose} onApply={(alias) => onPatch((f) => ({ ...f, alias }))} />
      );
    case 'format':
      return (
        <FormatDialog
          field={field}
          onClose={onClose}
          onApply={(format) => onPatch((f) => ({ ...f, format }))}
        />
      );
    case 'filter':
      return (
        <FilterDialog
          field={field}
          view={view}
          onClose={onClose}
          onApply={(condition) => onPatch((f) => ({ ...f, filter: { ...f.filter, condition } }))}
        />
      );
    case 'colors':
      return (
        <ColorsDialog
          field={field}
          view={view}
          onClose={onClose}
          onApply={(colors) => onPatch((f) => ({ ...f, color: { ...f.color, colors } }))}
        />
      );
    case 'size':
      return (
        <SizeDialog
          field={field}
          onClose={onClose}
          onApply={(range) => onPatch((f) => ({ ...f, ...range }))}
        />
      );
    case 'customSort':
      return (
        <CustomSortDialog
          field={field}
          view={view}
          onClose={onClose}
          onApply={(value) => onPatch((f) => ({ ...f, sort: { type: 'CUSTOMIZE', value } }))}
        />
      );
  }
}
