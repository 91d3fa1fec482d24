/** A date controller's picker: what one step of its value is. */
export const pickerTypes = ['date', 'dateTime', 'year', 'quarter', 'month', 'week'] as const;
export type PickerType = (typeof pickerTypes)[number];
