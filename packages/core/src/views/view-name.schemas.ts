import { z } from 'zod';
import { required } from '../validation';

/**
 * A view's name, as every door that names a view checks it (create, update, move, restore, the name
 * check). Apart from `views.schemas` so that the web's view editor takes it without the query engine
 * that the view config's schema brings.
 */
export const viewName = () => required(255);

/** The view editor's name field. */
export const viewNameInputSchema = z.object({ name: viewName() });
