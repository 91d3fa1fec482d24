import type { Ctx } from '../context';
import { listViewVariables } from '../variables/variables.service';
import { listColumnRules } from './column-permissions.service';
import { type ViewIdInput } from './views.schemas';
import { getView } from './views.service';

/**
 * Datart's view detail: the view with its own variables, the values given to roles and members
 * (`relVariableSubjects`) and the column rules (`relSubjectColumns`). Values and rules are only
 * shown to people who may manage the view; everyone else gets empty lists.
 */
export async function getViewDetail(ctx: Ctx, { id }: ViewIdInput) {
  const view = await getView(ctx, { id });
  const withValues = view.isFolder ? [] : await listViewVariables(ctx, { viewId: id });
  const relSubjectColumns =
    view.canManage && !view.isFolder ? await listColumnRules(ctx, { viewId: id }) : [];
  return {
    ...view,
    variables: withValues.map(({ relVariableSubjects: _values, ...v }) => v),
    relVariableSubjects: withValues.flatMap((v) => v.relVariableSubjects ?? []),
    relSubjectColumns,
  };
}
