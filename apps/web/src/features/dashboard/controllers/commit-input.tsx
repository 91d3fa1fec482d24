import { Input } from '@tessera/ui/input';
import { useState } from 'react';

/** A value typed in a box applies on Enter or when the box loses focus, not on every key. */
export function CommitInput({
  value,
  onCommit,
  type = 'text',
  label,
  min,
  max,
  step,
  testId,
}: {
  value: string;
  onCommit: (v: string) => void;
  type?: string;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  testId?: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <Input
      type={type}
      aria-label={label}
      className="h-8"
      value={draft}
      {...(min !== undefined ? { min } : {})}
      {...(max !== undefined ? { max } : {})}
      {...(step !== undefined ? { step } : {})}
      {...(testId ? { 'data-testid': testId } : {})}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onKeyDown={(e) => e.key === 'Enter' && draft !== value && onCommit(draft)}
    />
  );
}

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
