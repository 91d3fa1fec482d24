import { Spinner } from '@tessera/ui/spinner';

/** Shown while a page's data loads (only when that takes a moment; see the router's pending delay). */
export function PagePending() {
  return (
    <div className="flex h-full min-h-40 items-center justify-center" data-testid="page-pending">
      <Spinner />
    </div>
  );
}
