import { describe, expect, it } from 'vitest';
import { foldText, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('folds case and accents and drops punctuation and short words', () => {
    expect(searchWords('Clínica  Dávila!')).toEqual(['clinica', 'davila']);
    expect(searchWords('Seguro de salud a')).toEqual(['seguro', 'de', 'salud']);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('%_\\')).toEqual([]);
  });
  it('keeps at most 6 distinct words', () => {
    expect(searchWords('a1 b2 c3 d4 e5 f6 g7 a1')).toEqual(['a1', 'b2', 'c3', 'd4', 'e5', 'f6']);
  });
  it('turns ñ into n like the database does', () => {
    expect(foldText('Ñuñoa')).toBe('nunoa');
  });
});
