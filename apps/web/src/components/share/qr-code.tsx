import { Spinner } from '@tessera/ui/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A QR code of a link, drawn by the `qrcode` package (loaded only when a code is shown). */
export function QrCode({ text }: { text: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: 176 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <p className="text-xs text-destructive">{t('shares:qrFailed')}</p>;
  if (!src) return <Spinner />;
  return (
    <img
      src={src}
      width={176}
      height={176}
      alt={t('shares:qrAlt')}
      data-testid="share-qr"
      className="rounded-md border border-border bg-white"
    />
  );
}
