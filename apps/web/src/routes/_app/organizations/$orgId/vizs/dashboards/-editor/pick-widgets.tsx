import { Checkbox } from '@tessera/ui/checkbox';
import { useTranslation } from 'react-i18next';

/** A widget of the board offered to a carousel or a group. */
export interface Candidate {
  id: string;
  name: string;
}

/** Checkboxes for the board's widgets that can go into a carousel or a group, with the pick's error. */
export function PickWidgets({
  candidates,
  picked,
  onPick,
  error,
}: {
  candidates: Candidate[];
  picked: string[];
  onPick: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const message = error && (
    <p id="pick-widgets-message" role="alert" className="text-xs text-destructive">
      {error}
    </p>
  );
  if (candidates.length === 0)
    return (
      <>
        <p className="text-sm text-muted-foreground">{t('dashboards:extras.noWidgets')}</p>
        {message}
      </>
    );
  return (
    <div className="grid gap-1.5">
      <fieldset
        className="grid max-h-60 gap-2 overflow-auto"
        data-testid="pick-widgets"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'pick-widgets-message' : undefined}
      >
        <legend className="pb-1 text-sm font-medium">{t('dashboards:extras.widgets')}</legend>
        {candidates.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={picked.includes(c.id)}
              aria-label={c.name}
              onCheckedChange={(on) =>
                onPick(on === true ? [...picked, c.id] : picked.filter((id) => id !== c.id))
              }
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      {message}
    </div>
  );
}
