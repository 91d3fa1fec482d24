import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

/** The product version shown on the login page and in /sys/info. */
export const version: string = pkg.version ?? '0.0.0';
