import { onDemandDialog } from '../on-demand';

/**
 * The share dialog, loaded when first opened: its form (with react-hook-form) and QR code are not part of
 * the viewers' first load, nor of the board code the public share pages fetch.
 */
export const ShareDialog = onDemandDialog(() => import('./share-dialog').then((m) => m.ShareDialog));
