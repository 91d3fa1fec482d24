export * as schedulesSchemas from './schedules.schemas';
export * as schedulesService from './schedules.service';
export { fireDueSchedules, scheduleRunJob, STEP as SCHEDULE_STEP } from './schedule-run';
export { quartzCron, nextFires } from './cron';
