export * as storyboardsSchemas from './storyboards.schemas';
export * as storyboardsService from './storyboards.service';
export * as storypagesService from './storypages.service';
export * as storyLifecycle from './story-lifecycle.service';
