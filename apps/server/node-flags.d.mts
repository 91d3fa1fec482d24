/** See node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: string[];
/** Environment variables the server is started with unless the environment sets them. */
export declare const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>>;
