import { describe, expect, it } from 'vitest';
import { sellsOnlineIn } from './online-editions.js';

describe('editions that sell online', () => {
  it('is Chile only: Peru, Colombia and the international edition take requests', () => {
    expect(sellsOnlineIn('CL')).toBe(true);
    expect(['PE', 'CO', 'INT', 'XX', ''].filter(sellsOnlineIn)).toEqual([]);
  });
});
