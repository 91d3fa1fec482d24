import { cn } from '@tessera/ui/lib/utils';
import { FileCode2, Folder, FolderOpen, Workflow } from 'lucide-react';

/** The icon of a tree item: a folder, an SQL view or a STRUCT (visual) view. */
export function ViewIcon({ type, open, className }: { type: string; open?: boolean; className?: string }) {
  const cls = cn('size-4 shrink-0 text-muted-foreground', className);
  if (type === 'FOLDER') return open ? <FolderOpen className={cls} /> : <Folder className={cls} />;
  if (type === 'STRUCT') return <Workflow className={cn(cls, 'text-violet-500')} />;
  return <FileCode2 className={cn(cls, 'text-sky-500')} />;
}
