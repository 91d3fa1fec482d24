import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';
import type { useSubjects } from './use-subjects';

interface SubjectPickerProps<M extends string> {
  subjects: ReturnType<typeof useSubjects>;
  /** How a member is named as a subject here: `USER` for variable values, `USER_ROLE` for column rules. */
  memberType: M;
  /** Subjects already chosen, as `TYPE:id`. */
  used: Set<string>;
  label: string;
  onPick: (subjectType: 'ROLE' | M, subjectId: string) => void;
  className?: string;
  testId?: string;
}

/** "Add a role or member": a select listing the roles and members not chosen yet. */
export function SubjectPicker<M extends string>({
  subjects,
  memberType,
  used,
  label,
  onPick,
  className,
  testId,
}: SubjectPickerProps<M>) {
  const { t } = useTranslation();
  return (
    <Select
      value=""
      onValueChange={(v) => {
        const [type, id] = v.split(':') as ['ROLE' | M, string];
        onPick(type, id);
      }}
    >
      <SelectTrigger className={className ?? 'w-56'} aria-label={label} data-testid={testId}>
        <SelectValue placeholder={label} />
      </SelectTrigger>
      <SelectContent>
        {subjects.roles
          .filter((r) => !used.has(`ROLE:${r.id}`))
          .map((r) => (
            <SelectItem key={r.id} value={`ROLE:${r.id}`}>
              {t('variables:rels.role', { name: r.name })}
            </SelectItem>
          ))}
        {subjects.members
          .filter((m) => !used.has(`${memberType}:${m.id}`))
          .map((m) => (
            <SelectItem key={m.id} value={`${memberType}:${m.id}`}>
              {t('variables:rels.member', { name: m.name })}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}
