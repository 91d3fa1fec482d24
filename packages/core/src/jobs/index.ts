export * as jobQueue from './queue';
export { onWake, wake } from './wake';
export { queueStats, type QueueStat } from './stats';
export { drainJobs, startJobRunner, type JobHandler, type JobRunner, type JobRunnerOptions } from './runner';
