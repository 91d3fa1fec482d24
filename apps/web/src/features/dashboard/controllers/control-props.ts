import type { ControllerBinding } from '@tessera/charts';

/** What every controller control gets: its binding, its label, the values shown and where changes go. */
export interface ControlProps {
  c: ControllerBinding;
  label: string;
  values: unknown[];
  onChange: (values: unknown[]) => void;
}
