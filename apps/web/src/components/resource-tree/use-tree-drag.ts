import { useState, type DragEvent } from 'react';
import { computeDrop, type DropPosition, type TreeItem, type TreeNode } from '../../lib/source-tree';
import type { MoveInput } from './types';

type Hint = { id: string; position: DropPosition } | 'root' | null;

/** Native HTML5 drag and drop in a tree: top quarter → before, bottom quarter → after, middle of a folder → inside. */
export function useTreeDrag<T extends TreeItem>(items: T[], onMove: (input: MoveInput) => void) {
  const [drag, setDrag] = useState<string | null>(null);
  const [hint, setHint] = useState<Hint>(null);

  const positionAt = (e: DragEvent<HTMLElement>, isFolder: boolean): DropPosition => {
    const rect = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - rect.top) / rect.height;
    if (isFolder) return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
    return y < 0.5 ? 'before' : 'after';
  };
  const onDragOver = (e: DragEvent<HTMLElement>, node: TreeNode<T>) => {
    if (!drag) return;
    const position = positionAt(e, node.item.isFolder);
    const result = computeDrop(items, drag, node.item.id, position);
    if (!result) {
      setHint(null);
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setHint({ id: node.item.id, position });
  };
  const onDrop = (e: DragEvent<HTMLElement>, node: TreeNode<T>) => {
    e.preventDefault();
    const item = items.find((i) => i.id === drag);
    const result = item && computeDrop(items, item.id, node.item.id, positionAt(e, node.item.isFolder));
    setDrag(null);
    setHint(null);
    if (!item || !result) return;
    onMove({ id: item.id, name: item.name, parentId: result.parentId, index: result.index ?? null });
  };
  const onDropRoot = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const item = items.find((i) => i.id === drag);
    setDrag(null);
    setHint(null);
    if (!item || !item.parentId) return;
    onMove({ id: item.id, name: item.name, parentId: null, index: null });
  };

  /** The drag handlers of a row. */
  const rowHandlers = (node: TreeNode<T>) => ({
    onDragStart: (e: DragEvent<HTMLElement>) => {
      e.dataTransfer.setData('text/plain', node.item.id);
      e.dataTransfer.effectAllowed = 'move';
      setDrag(node.item.id);
    },
    onDragEnd: () => {
      setDrag(null);
      setHint(null);
    },
    onDragOver: (e: DragEvent<HTMLElement>) => onDragOver(e, node),
    onDragLeave: () => setHint((cur) => (cur !== 'root' && cur?.id === node.item.id ? null : cur)),
    onDrop: (e: DragEvent<HTMLElement>) => onDrop(e, node),
  });

  /** The drag handlers of the tree itself (dropping there moves to the top level). */
  const rootHandlers = {
    onDragOver: (e: DragEvent<HTMLElement>) => {
      const item = items.find((i) => i.id === drag);
      if (item?.parentId && e.target === e.currentTarget) {
        e.preventDefault();
        setHint('root');
      }
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      if (e.target === e.currentTarget) onDropRoot(e);
    },
  };

  const hintFor = (id: string) => (hint !== 'root' && hint?.id === id ? hint.position : null);

  return { drag, rootHint: hint === 'root', hintFor, rowHandlers, rootHandlers };
}
