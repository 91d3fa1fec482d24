export * as downloadsSchemas from './downloads.schemas';
export * as downloadsService from './downloads.service';
export * as shareDownloads from './share-downloads.service';
export * as downloadsRetention from './retention';
