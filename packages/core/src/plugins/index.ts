export * as pluginsSchemas from './plugins.schemas';
export * as pluginsService from './plugins.service';
export { readPluginScript, PLUGIN_MAX_BYTES, PLUGIN_MAX_LABEL, pluginHooks } from './read-plugin-script';
export { sharePlugins } from './share-plugins.service';
