import { cn } from '@tessera/ui/lib/utils';
import {
  Database,
  FileSpreadsheet,
  Folder,
  FolderOpen,
  Globe,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  JDBC: Database,
  FILE: FileSpreadsheet,
  HTTP: Globe,
  DEMO: Sparkles,
  FOLDER: Folder,
};

const tones: Record<string, string> = {
  JDBC: 'text-sky-600 dark:text-sky-400',
  FILE: 'text-emerald-600 dark:text-emerald-400',
  HTTP: 'text-violet-600 dark:text-violet-400',
  DEMO: 'text-amber-600 dark:text-amber-400',
  FOLDER: 'text-muted-foreground',
};

export function SourceIcon({ type, open, className }: { type: string; open?: boolean; className?: string }) {
  const Icon = type === 'FOLDER' && open ? FolderOpen : (icons[type] ?? Database);
  return <Icon className={cn('size-4 shrink-0', tones[type], className)} aria-hidden />;
}
