import { Button } from '@tessera/ui/button';
import { BrandMark } from './brand';

export interface StatusPageProps {
  code: string;
  title: string;
  detail?: string;
  action?: { label: string; onClick?: () => void; href?: string };
}

/** A full-page message: not found, initialisation error, access denied. */
export function StatusPage({ code, title, detail, action }: StatusPageProps) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center">
      <BrandMark className="size-10" />
      <div className="space-y-2">
        <p className="text-5xl font-semibold tracking-tight text-primary">{code}</p>
        <h1 className="text-xl font-semibold">{title}</h1>
        {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      </div>
      {action &&
        (action.href ? (
          <Button asChild>
            <a href={action.href}>{action.label}</a>
          </Button>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </div>
  );
}
