import { leafValues, type OptionNode } from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';

/**
 * A tree of options with a check box on each node: a branch is checked when all its leaves are, partly
 * when some are; checking it checks every leaf under it. Nested lists keep the structure for screen readers.
 */
export function OptionTreeView({
  nodes,
  values,
  onChange,
  label,
}: {
  nodes: OptionNode[];
  values: string[];
  onChange: (values: string[]) => void;
  label: string;
}) {
  const selected = new Set(values);
  const toggle = (node: OptionNode, on: boolean) => {
    const leaves = leafValues(node);
    onChange(on ? [...new Set([...values, ...leaves])] : values.filter((v) => !leaves.includes(v)));
  };
  const render = (list: OptionNode[], depth: number) => (
    <ul className={depth ? 'ms-5' : ''} {...(depth === 0 ? { 'aria-label': label } : {})}>
      {list.map((n) => {
        const leaves = leafValues(n);
        const count = leaves.filter((v) => selected.has(v)).length;
        const state = count === 0 ? false : count === leaves.length ? true : 'indeterminate';
        return (
          <li key={n.id}>
            <label className="flex items-center gap-1.5 py-0.5 text-sm">
              <Checkbox checked={state} onCheckedChange={(on) => toggle(n, on === true)} />
              {n.label}
            </label>
            {n.children.length > 0 && render(n.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );
  return <div className="max-h-64 overflow-auto">{render(nodes, 0)}</div>;
}
