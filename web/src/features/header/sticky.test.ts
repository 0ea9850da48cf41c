import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './sticky';

const options = { menuOpen: false, headerHeight: 75 };

describe('mobile sticky header (spec 02 §2.6)', () => {
  it('hides on scroll down, shows on scroll up', () => {
    expect(nextHeaderHidden({ hidden: false, lastY: 100 }, 300, options)).toBe(true);
    expect(nextHeaderHidden({ hidden: true, lastY: 300 }, 200, options)).toBe(false);
    expect(nextHeaderHidden({ hidden: true, lastY: 300 }, 301, options)).toBe(true);
  });

  it('stays visible near the top and while the menu is open', () => {
    expect(nextHeaderHidden({ hidden: false, lastY: 10 }, 60, options)).toBe(false);
    expect(nextHeaderHidden({ hidden: false, lastY: 100 }, 400, { ...options, menuOpen: true })).toBe(false);
  });
});
