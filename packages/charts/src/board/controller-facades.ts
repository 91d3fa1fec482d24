/** Datart's controller facades (datart-facts §6.3) and the operators each may filter with. */

export const controllerFacades = [
  'dropdownList',
  'multiDropdownList',
  'dropDownTree',
  'radioGroup',
  'checkboxGroup',
  'text',
  'value',
  'rangeValue',
  'slider',
  'rangeSlider',
  'time',
  'rangeTime',
  'rangeTimePicker',
  'recommendTime',
  'tree',
] as const;
export type ControllerFacade = (typeof controllerFacades)[number];

/** Facades whose value is a date or a date range (their values may be relative dates). */
export const dateFacades: readonly ControllerFacade[] = [
  'time',
  'rangeTime',
  'rangeTimePicker',
  'recommendTime',
];
/** Facades whose value is a [from, to] pair. */
export const rangeFacades: readonly ControllerFacade[] = [
  'rangeValue',
  'rangeSlider',
  'rangeTime',
  'rangeTimePicker',
  'recommendTime',
];

/** The operators a viewer may switch a facade between (datart-facts §6.3); the first is the default. */
export function facadeOperators(facade: ControllerFacade): string[] {
  switch (facade) {
    case 'dropdownList':
    case 'radioGroup':
      return ['EQ', 'NE'];
    case 'multiDropdownList':
    case 'checkboxGroup':
    case 'dropDownTree':
    case 'tree':
      return ['IN', 'NOT_IN'];
    case 'text':
      return [
        'LIKE',
        'EQ',
        'NE',
        'NOT_LIKE',
        'PREFIX_LIKE',
        'PREFIX_NOT_LIKE',
        'SUFFIX_LIKE',
        'SUFFIX_NOT_LIKE',
      ];
    case 'value':
    case 'slider':
    case 'time':
      return ['EQ', 'NE', 'LT', 'GT', 'LTE', 'GTE'];
    default:
      return ['BETWEEN', 'NOT_BETWEEN'];
  }
}

/** The operator a facade filters with unless the author chose another (datart-facts §6.3). */
export function defaultOperator(facade: ControllerFacade): string {
  return facadeOperators(facade)[0]!;
}
