export * from './users';
export * from './orgs';
