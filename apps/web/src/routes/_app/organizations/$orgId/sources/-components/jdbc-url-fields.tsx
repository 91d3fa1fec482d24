import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useTranslation } from 'react-i18next';
import { buildJdbcUrl, defaultPort, parseJdbcUrl, type JdbcParts } from '../../../../../../lib/jdbc-url';

/** Host, port and database fields that write the JDBC URL (the URL field stays, for experts). */
export function JdbcUrlFields({
  dbType,
  url,
  onChange,
  disabled,
}: {
  dbType: string;
  url: string;
  onChange: (url: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const parts = parseJdbcUrl(url);
  const set = (patch: Partial<JdbcParts>) => onChange(buildJdbcUrl(dbType, { ...parts, ...patch }, url));
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_2fr]" data-testid="jdbc-url-fields">
      <FormField id="jdbc-host" label={t('sources:jdbc.host')}>
        <Input
          value={parts.host}
          disabled={disabled}
          placeholder="localhost"
          onChange={(e) => set({ host: e.target.value })}
        />
      </FormField>
      <FormField id="jdbc-port" label={t('sources:jdbc.port')}>
        <Input
          value={parts.port}
          disabled={disabled}
          inputMode="numeric"
          placeholder={defaultPort(dbType)}
          onChange={(e) => set({ port: e.target.value.replace(/\D/g, '') })}
        />
      </FormField>
      <FormField id="jdbc-database" label={t('sources:jdbc.database')}>
        <Input
          value={parts.database}
          disabled={disabled}
          onChange={(e) => set({ database: e.target.value })}
        />
      </FormField>
    </div>
  );
}
