import { controllerFacades } from '@tessera/charts';
import { z } from 'zod';

export type MediaType = 'richText' | 'image' | 'iframe' | 'timer';

const isWebAddress = (url: string) => /^https?:\/\/\S+$/i.test(url);

/**
 * A text, image, web page or clock widget as its dialog adds it (messages are keys of `validation`):
 * an image or a page shows an http(s) address, or an image a picture uploaded to this board. It
 * submits the name and the value trimmed; an empty name is the widget type's.
 */
export function mediaFormSchema(type: MediaType, boardId: string) {
  return z.object({ name: z.string().trim(), value: z.string().trim() }).superRefine((v, c) => {
    if (type !== 'image' && type !== 'iframe') return;
    const uploaded = type === 'image' && v.value.startsWith(`resources/image/dashboard/${boardId}/`);
    if (!isWebAddress(v.value) && !uploaded)
      c.addIssue({ code: 'custom', path: ['value'], message: 'webAddress' });
  });
}

/** A new filter: its look, a view of the board and the field it filters; an empty name is the field's. */
export const addControllerFormSchema = z.object({
  name: z.string().trim(),
  facade: z.enum(controllerFacades),
  viewId: z.string(),
  field: z.string().min(1, { error: 'required' }),
});
