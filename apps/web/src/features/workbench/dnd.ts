import type { WorkbenchField } from '@tessera/charts';

/** What is being dragged in the workbench: a field of the view, or a field already in a section. */
export type DragData =
  { kind: 'field'; field: WorkbenchField } | { kind: 'chip'; section: string; uid: string };
/** Where it can land: a section (at the end, or before the field at `index`). */
export interface DropData {
  section: string;
  index?: number;
}
