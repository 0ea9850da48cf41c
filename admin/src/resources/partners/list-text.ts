/**
 * Lists of the partner configuration (URLs, organization codes, paths, tags) edited as one line each in a
 * text box: the form shows the list as lines and keeps what is typed as lines (blank lines included, so a
 * new line can be typed); the server trims and drops the blank ones.
 */
export const linesFormat = (value: unknown): string =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';

export const linesParse = (text: string): string[] => (text ? text.split('\n') : []);
