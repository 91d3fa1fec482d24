import { BarChart3, BookOpen, Folder, FolderOpen, LayoutDashboard } from 'lucide-react';

/** The icon of a viz tree node by its type (FOLDER, DATACHART, DASHBOARD, STORYBOARD). */
export function VizIcon({ type, open }: { type: string; open?: boolean }) {
  const cls = 'size-4 shrink-0';
  if (type === 'FOLDER')
    return open ? (
      <FolderOpen className={`${cls} text-amber-500`} />
    ) : (
      <Folder className={`${cls} text-amber-500`} />
    );
  if (type === 'DASHBOARD') return <LayoutDashboard className={`${cls} text-emerald-500`} />;
  if (type === 'STORYBOARD') return <BookOpen className={`${cls} text-violet-500`} />;
  return <BarChart3 className={`${cls} text-sky-500`} />;
}
