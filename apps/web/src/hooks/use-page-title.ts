import { useEffect } from 'react';

export const PRODUCT_NAME = 'Tessera';

/** "<page> – Tessera" (en dash), spec §1. */
export function pageTitle(page: string | null | undefined): string {
  return page ? `${page} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
