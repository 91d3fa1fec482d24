import { lazy } from 'react';

/** TipTap loads with the editor, not with the page that may show it. Wrap it in <Suspense>. */
export const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);
