export * from './users';
export * from './orgs';
export * from './sources';
export * from './views';
export * from './variables';
export * from './viz';
export * from './shares';
export * from './downloads';
