export * from './versions.schemas';
export { recordVersion } from './record-version';
export { diffSnapshots, type FieldChange, type LineChange, type PartChange, type VersionDiff } from './diff';
export { compareVersions, listVersions, restoreVersion, type VersionSummary } from './versions.service';
