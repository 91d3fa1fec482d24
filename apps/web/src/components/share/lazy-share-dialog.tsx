import { lazy, type ComponentProps } from 'react';
import { OnDemand } from '../on-demand';

const Dialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/**
 * The share dialog, loaded when first opened: its form (with react-hook-form) and QR code are not part of
 * the viewers' first load, nor of the board code the public share pages fetch.
 */
export function ShareDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <OnDemand when={props.open}>
      <Dialog {...props} />
    </OnDemand>
  );
}
