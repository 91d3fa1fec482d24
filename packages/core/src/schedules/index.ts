export * as schedulesSchemas from './schedules.schemas';
export * as schedulesService from './schedules.service';
export { scheduleRunJob, STEP as SCHEDULE_STEP } from './schedule-run';
export { fireDueSchedules } from './schedule-fire';
export { quartzCron, nextFires } from './cron';
