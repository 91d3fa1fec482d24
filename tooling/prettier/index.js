/** House formatting: single quotes, no semicolons would surprise TS readers, so keep them. */
export default {
  printWidth: 110,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
