import {
  dateFacades,
  facadeOperators,
  isEmptyValue,
  type BoardWidget,
  type Dataframe,
} from '@tessera/charts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';
import { CommitInput, str } from './controllers/commit-input';
import { NumberControl } from './controllers/number-controls';
import { OptionControl } from './controllers/option-controls';
import { TimeControl } from './controllers/time-controls';

/** The operator a viewer may switch a controller to, where its author allows (Datart's canChangeSqlOperator). */
function OperatorSelect({
  widget,
  operator,
  onChange,
}: {
  widget: BoardWidget;
  operator: string;
  onChange: (op: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select value={operator} onValueChange={onChange}>
      <SelectTrigger
        className="h-8 w-auto shrink-0"
        aria-label={t('dashboards:controller.operator', { name: widget.name })}
        data-testid="controller-operator"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {facadeOperators(widget.controller!.facade).map((op) => (
          <SelectItem key={op} value={op}>
            {t(`dashboards:operators.${op}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A board filter (Datart controller facades): its options come from the data of its field (filtered by
 * the controllers it cascades from) or from the author's list; a change reports the new values and the
 * board re-queries the charts it reaches. A required controller without a value says so.
 */
export function ControllerWidget({
  widget,
  options,
  values,
  onChange,
  operator,
  onOperator,
  hiddenForViewers = false,
}: {
  widget: BoardWidget;
  options: Dataframe | undefined;
  values: unknown[];
  onChange: (values: unknown[]) => void;
  operator?: string;
  onOperator?: (op: string) => void;
  /** In the editor: the controller is hidden for viewers at the moment (its value still applies). */
  hiddenForViewers?: boolean;
}) {
  const { t } = useTranslation();
  const c = widget.controller!;
  const label = widget.name || c.name;
  const props = { c, label, values, onChange };
  const control = dateFacades.includes(c.facade) ? (
    <TimeControl {...props} />
  ) : c.facade === 'text' ? (
    <CommitInput label={label} value={str(values[0])} onCommit={(v) => onChange(v ? [v] : [])} />
  ) : ['value', 'slider', 'rangeValue', 'rangeSlider'].includes(c.facade) ? (
    <NumberControl {...props} />
  ) : (
    <OptionControl {...props} frame={options} />
  );
  const missing = c.settings.required && isEmptyValue(values);
  return (
    <div className="flex flex-col gap-1" data-testid="controller" data-controller={widget.name}>
      {hiddenForViewers && (
        <p className="text-xs text-muted-foreground" data-testid="controller-hidden-note">
          {t('dashboards:controller.hiddenNote')}
        </p>
      )}
      <div className="flex items-center gap-1">
        {c.settings.canChangeOperator && onOperator && (
          <OperatorSelect widget={widget} operator={operator ?? c.operator} onChange={onOperator} />
        )}
        <div className="min-w-0 flex-1">{control}</div>
      </div>
      {missing && (
        <p className="text-xs text-destructive" role="alert" data-testid="controller-required">
          {t('dashboards:controller.required', { name: label })}
        </p>
      )}
    </div>
  );
}
