export * as jobQueue from './queue';
export { onWake, wake } from './wake';
export { drainJobs, startJobRunner, type JobHandler, type JobRunner, type JobRunnerOptions } from './runner';
