import { viewNameSchemas } from '@tessera/core/schemas';

/** The view editor's name as the server checks it on create and update (required, at most 255 characters). */
export const viewNameFormSchema = viewNameSchemas.viewNameInputSchema;

/**
 * Where an issue of a failed save lands on the name form: the view's own name only. A draft variable's
 * name (`variablesToCreate.0.name`) or a computed field's (`model.computedFields.0.name`) is not it.
 */
export const viewNameFieldOf = (serverPath: string): string | null => (serverPath === 'name' ? 'name' : null);
