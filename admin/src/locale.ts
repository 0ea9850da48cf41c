import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The back-office's one locale: numbers and dates read as in Chile (1.234.567; 23-11-2026) in any browser. */
export const LOCALE = 'es-CL';

/**
 * react-admin's theme with es-CL as the default `locales` of every NumberField and DateField: without it
 * they format in the browser's language (1,234,567 in an English browser). A field that names its own
 * `locales` keeps it.
 */
export const backofficeTheme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    RaNumberField: { defaultProps: { locales: LOCALE } },
    RaDateField: { defaultProps: { locales: LOCALE } },
  },
};
