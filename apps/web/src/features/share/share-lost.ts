import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../lib/app-error';
import { errorText } from '../../lib/error-text';

export type GoneReason = 'expired' | 'missing' | 'forbidden';

/**
 * Whether an error from a share call means the link itself no longer opens: expired, deleted (or its
 * creator lost the right to share, which the server reports the same way), or not for this visitor.
 * A view that fails or a bad filter is the widget's own error, not the link's.
 */
export function goneReasonOf(error: unknown): GoneReason | undefined {
  const e = appErrorOf(error);
  if (!e) return undefined;
  if (e.code === 'SHARE_EXPIRED') return 'expired';
  if (e.code === 'NOT_FOUND' && e.params.entity === 'share') return 'missing';
  if (e.code === 'FORBIDDEN' && e.params.entity !== 'view') return 'forbidden';
  return undefined;
}

/** Reports an error of a share call to the page's gate, which swaps the page for "expired / deleted". */
export const ShareLostContext = createContext<(error: unknown) => void>(() => undefined);

/**
 * The message for a failed share call, after telling the gate: a link that expires or is deleted while
 * the visitor is on the page stops the whole page at the next call, not chart by chart.
 */
export function useShareErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const lost = useContext(ShareLostContext);
  return useCallback(
    (error: unknown) => {
      lost(error);
      return errorText(t, error);
    },
    [lost, t],
  );
}
