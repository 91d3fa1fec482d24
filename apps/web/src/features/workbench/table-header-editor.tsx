import {
  addHeaderGroup,
  columnsOf,
  groupsOf,
  removeHeaderGroup,
  renameHeaderGroup,
  setHeaderColumn,
  type GroupPath,
  type HeaderNode,
} from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface TableColumnChoice {
  colName: string;
  label: string;
}

let seq = 0;
const uid = () => `h${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * Header groups of the table (style `header.modal`, Datart's `tableHeaders`): a named header over the
 * columns ticked under it and over the groups made inside it, at any depth (the table draws one header
 * row per level). A column belongs to one group at most; columns in no group stand alone.
 */
export function TableHeaderEditor({
  value,
  columns,
  onChange,
}: {
  value: HeaderNode[];
  columns: TableColumnChoice[];
  onChange: (groups: HeaderNode[]) => void;
}) {
  const { t } = useTranslation();
  const newGroup = (): HeaderNode => ({ uid: uid(), label: t('vizs:tableHeader.defaultName') });
  return (
    <div className="space-y-2" data-testid="table-header-groups">
      {groupsOf(value).map((g, i) => (
        <GroupEditor
          key={g.uid ?? i}
          group={g}
          path={[i]}
          tree={value}
          columns={columns}
          onChange={onChange}
          newGroup={newGroup}
        />
      ))}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid="table-header-add"
        onClick={() => onChange(addHeaderGroup(value, [], newGroup()))}
      >
        <Plus />
        {t('vizs:tableHeader.add')}
      </Button>
    </div>
  );
}

function GroupEditor({
  group,
  path,
  tree,
  columns,
  onChange,
  newGroup,
}: {
  group: HeaderNode;
  path: GroupPath;
  tree: HeaderNode[];
  columns: TableColumnChoice[];
  onChange: (groups: HeaderNode[]) => void;
  newGroup: () => HeaderNode;
}) {
  const { t } = useTranslation();
  const ticked = new Set(columnsOf(group));
  const name = group.label ?? '';
  return (
    <div
      className="space-y-1 rounded-md border border-border p-2"
      data-testid="table-header-group"
      data-level={path.length}
      role="group"
      aria-label={name}
    >
      <div className="flex items-center gap-1">
        <Input
          className="h-7 text-xs"
          aria-label={t('vizs:tableHeader.name')}
          placeholder={t('vizs:tableHeader.name')}
          value={name}
          onChange={(e) => onChange(renameHeaderGroup(tree, path, e.target.value))}
        />
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('vizs:tableHeader.addInside', { name })}
          title={t('vizs:tableHeader.addInside', { name })}
          data-testid="table-header-add-inside"
          onClick={() => onChange(addHeaderGroup(tree, path, newGroup()))}
        >
          <FolderPlus />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('vizs:tableHeader.remove')}
          onClick={() => onChange(removeHeaderGroup(tree, path))}
        >
          <Trash2 />
        </Button>
      </div>
      {columns.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('vizs:tableHeader.noColumns')}</p>
      ) : (
        columns.map((c) => {
          const id = `thg-${path.join('-')}-${c.colName}`;
          return (
            <label key={c.colName} htmlFor={id} className="flex items-center gap-2 text-xs">
              <Checkbox
                id={id}
                checked={ticked.has(c.colName)}
                onCheckedChange={(on) =>
                  onChange(setHeaderColumn(tree, path, { uid: uid(), colName: c.colName }, on === true))
                }
              />
              {c.label}
            </label>
          );
        })
      )}
      {groupsOf(group.children).length > 0 && (
        <div className="space-y-2 border-l border-border pl-2">
          {groupsOf(group.children).map((child, i) => (
            <GroupEditor
              key={child.uid ?? i}
              group={child}
              path={[...path, i]}
              tree={tree}
              columns={columns}
              onChange={onChange}
              newGroup={newGroup}
            />
          ))}
        </div>
      )}
    </div>
  );
}
