import { describe, expect, it } from 'vitest';
import { copyField, copyLine } from './copy-rows.js';

/** COPY's text format (issue 31's loader): what each JavaScript value becomes in a line. */
describe('copyField / copyLine', () => {
  it('writes NULL, booleans and numbers as PostgreSQL reads them', () => {
    expect([null, undefined, true, false, 12, 0.1, -3.5e-7, Number.NaN].map(copyField)).toEqual([
      '\\N',
      '\\N',
      't',
      'f',
      '12',
      '0.1',
      '-3.5e-7',
      'NaN',
    ]);
  });

  it('escapes backslashes, tabs and line breaks in text and JSON', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyField({ nota: 'línea 1\nlínea "2"' })).toBe('{"nota":"línea 1\\\\nlínea \\\\"2\\\\""}');
  });

  it('writes arrays as quoted array literals and bytes as escaped hex', () => {
    expect(copyField(['CL', 'a "b"', null])).toBe('{"CL","a \\\\"b\\\\"",NULL}');
    expect(copyField([3, 5])).toBe('{"3","5"}');
    expect(copyField(new Uint8Array([0, 255, 16]))).toBe('\\\\x00ff10');
  });

  it('joins a row with tabs and ends it with a newline', () => {
    expect(copyLine([1, 'x', null])).toBe('1\tx\t\\N\n');
  });
});
