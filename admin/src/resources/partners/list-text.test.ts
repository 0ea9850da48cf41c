import { describe, expect, it } from 'vitest';
import { linesFormat, linesParse } from './list-text';

describe('lists edited as lines', () => {
  it('round-trips a list, keeping a line being typed', () => {
    expect(linesFormat(['https://a.cl', 'https://b.cl'])).toBe('https://a.cl\nhttps://b.cl');
    expect(linesParse('https://a.cl\n')).toEqual(['https://a.cl', '']);
    expect(linesFormat(linesParse('x\n\ny'))).toBe('x\n\ny');
    expect(linesParse('')).toEqual([]);
    expect(linesFormat(null)).toBe('');
  });
});
