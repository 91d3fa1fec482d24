import { pluginsSchemas } from '@tessera/core/schemas';

/** The server's limit (packages/core PLUGIN_MAX_BYTES); checked here only to spare a pointless upload. */
export const PLUGIN_MAX_BYTES = 512 * 1024;

/** The plugin's name as the server checks it (required, at most 128 characters; a taken name is the server's answer). */
export const pluginUploadFormSchema = pluginsSchemas.uploadPluginInputSchema.pick({ name: true });

/** The name a picked file suggests: its own, without the script extension. */
export const suggestedPluginName = (file: { name: string }) => file.name.replace(/\.m?js$/i, '');
