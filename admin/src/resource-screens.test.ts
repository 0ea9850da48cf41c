import { describe, expect, it } from 'vitest';
import { declaredViews } from './lazy-resource';
import * as screens from './resource-screens';

describe('lazily loaded back-office screens', () => {
  it.each(Object.entries(screens))('%s declares exactly the views its module exports', async (_name, resource) => {
    const declaration = declaredViews(resource);
    expect(declaration).toBeDefined();
    const views = await declaration!.load();
    // Every key of the module's object is a view the lazy resource declared, and every declared view exists.
    expect(Object.keys(views).sort()).toEqual([...declaration!.views].sort());
    for (const view of declaration!.views) expect(typeof views[view]).toBe('function');
  });
});
