import { StatusPage } from './status-page';
import { usePageTitle } from '../hooks/use-page-title';

/** Shown instead of a page the server refused (403). */
export function NoPermission({ title, detail }: { title: string; detail?: string }) {
  usePageTitle(title);
  return (
    <div data-testid="no-permission" className="h-full">
      <StatusPage code="403" title={title} {...(detail ? { detail } : {})} />
    </div>
  );
}
