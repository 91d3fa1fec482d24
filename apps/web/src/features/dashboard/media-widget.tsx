import type { BoardWidget } from '@tessera/charts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function Clock({ format }: { format: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const options: Intl.DateTimeFormatOptions =
    format === 'date'
      ? { dateStyle: 'full' }
      : format === 'time'
        ? { timeStyle: 'medium' }
        : { dateStyle: 'medium', timeStyle: 'medium' };
  return (
    <time className="text-2xl font-semibold tabular-nums" dateTime={now.toISOString()}>
      {new Intl.DateTimeFormat(i18n.language, options).format(now)}
    </time>
  );
}

/** Text, image, web page (sandboxed; the server only saves hosts the operator allowed), video and clock. */
export function MediaWidget({ widget }: { widget: BoardWidget }) {
  const { t } = useTranslation();
  const c = widget.content;
  switch (widget.originalType) {
    case 'richText': {
      const rich = (c.richText ?? {}) as Record<string, unknown>;
      return (
        <div className="h-full overflow-auto text-sm whitespace-pre-wrap" data-testid="widget-text">
          {text(rich.content)}
        </div>
      );
    }
    case 'image': {
      const stored = text((c.imageConfig as Record<string, unknown> | undefined)?.src) || text(c.src);
      // An uploaded picture is kept as Datart keeps it, relative to the server (`resources/image/...`).
      const src = stored.startsWith('resources/') ? `/${stored}` : stored;
      return src ? (
        <img
          src={src}
          alt={widget.name}
          className="h-full w-full object-contain"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="text-xs text-muted-foreground">{t('dashboards:widget.noImage')}</p>
      );
    }
    case 'iframe':
      return text(c.src) ? (
        <iframe
          title={widget.name}
          src={text(c.src)}
          sandbox="allow-scripts allow-popups allow-forms"
          referrerPolicy="no-referrer"
          className="h-full w-full border-0"
        />
      ) : null;
    case 'video':
      return text(c.src) ? <video src={text(c.src)} controls className="h-full w-full" /> : null;
    case 'timer':
      return (
        <div className="flex h-full items-center justify-center">
          <Clock
            format={text((c.timerConfig as Record<string, unknown> | undefined)?.format) || 'dateTime'}
          />
        </div>
      );
    default:
      return (
        <p className="text-xs text-muted-foreground">
          {t('dashboards:widget.unsupported', { type: widget.originalType })}
        </p>
      );
  }
}
