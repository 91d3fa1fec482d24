import type { DefaultStyleNode } from '../config/style-tree';

/** A leaf editor node: `label` is the i18n key (`charts.style.<group>.<key>`). */
export function leaf(
  group: string,
  key: string,
  comType: string,
  value: unknown,
  options?: Record<string, unknown>,
): DefaultStyleNode {
  const node: DefaultStyleNode = { key, label: `${group}.${key}`, comType, default: value };
  if (options) node.options = options;
  return node;
}

/** A group node whose children are built with the group's key as label prefix. */
export function group(key: string, rows: (group: string) => DefaultStyleNode[]): DefaultStyleNode {
  return { key, label: `${key}.title`, comType: 'group', rows: rows(key) };
}

export const defaultFont = {
  fontFamily: 'PingFang SC',
  fontSize: 12,
  fontWeight: 'normal',
  fontStyle: 'normal',
  color: '#495057',
};
export const defaultLine = { type: 'solid', width: 1, color: '#ced4da' };
