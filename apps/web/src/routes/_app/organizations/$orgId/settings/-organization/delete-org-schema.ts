import { orgsSchemas } from '@tessera/core/schemas';

/**
 * The name typed to confirm deleting an organisation, as the server takes it. Delete stays disabled
 * until it matches; the server's own comparison (CONFIRM_NAME_MISMATCH) lands under the field.
 */
export const deleteOrgFormSchema = orgsSchemas.deleteOrgInputSchema.pick({ confirmName: true });
