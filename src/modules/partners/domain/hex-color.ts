/** spec 02 §5 "Colours": the error every invalid colour answers. */
export const INVALID_HEX_COLOR = 'Invalid HEX color.';

export type HexColorResult = { ok: true; value: string } | { ok: false; error: typeof INVALID_HEX_COLOR };

/**
 * spec 02 §5: a hex colour has 3 or 6 characters (longer is cut to 6), else "Invalid HEX color.".
 * The leading '#' is optional; the stored value is '#' plus the lowercase digits ('#FFF' -> '#fff',
 * 'AABBCCDD' -> '#aabbcc'). Characters other than hex digits are refused (strict in what we store).
 */
export function normaliseHexColor(input: string): HexColorResult {
  let digits = input.trim().replace(/^#/, '');
  if (digits.length > 6) digits = digits.slice(0, 6);
  if ((digits.length !== 3 && digits.length !== 6) || !/^[0-9a-fA-F]+$/.test(digits)) {
    return { ok: false, error: INVALID_HEX_COLOR };
  }
  return { ok: true, value: `#${digits.toLowerCase()}` };
}
