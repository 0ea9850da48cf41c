import { describe, expect, it } from 'vitest';
import { SitePageCache, type RenderedPage } from './site-page-renderer.js';

const page = (html: string, complete = true): RenderedPage => ({
  app: { html, mobile: false },
  complete,
});

describe('the server page cache', () => {
  it('renders a key once while it is kept, and again once it expired', async () => {
    let now = 0;
    const cache = new SitePageCache(60_000, 10, () => now);
    let renders = 0;
    const render = () => Promise.resolve(page(`render ${++renders}`));
    const [first, second] = await Promise.all([cache.page('k', render), cache.page('k', render)]);
    expect(first?.html).toBe('render 1');
    expect(second?.html).toBe('render 1');
    now = 60_001;
    expect((await cache.page('k', render))?.html).toBe('render 2');
  });

  it('serves a page rendered without its data but does not keep it', async () => {
    const cache = new SitePageCache();
    let renders = 0;
    const incomplete = () => Promise.resolve(page(`render ${++renders}`, false));
    expect((await cache.page('k', incomplete))?.html).toBe('render 1');
    await Promise.resolve(); // the cache drops it once the render settled
    expect(cache.size).toBe(0);
    expect((await cache.page('k', incomplete))?.html).toBe('render 2');
  });

  it('keeps at most its limit, dropping the oldest, and a purge empties it', async () => {
    const cache = new SitePageCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.page(key, () => Promise.resolve(page(key)));
    expect(cache.size).toBe(2);
    let renders = 0;
    await cache.page('a', () => Promise.resolve(page(`a again ${++renders}`)));
    expect(renders).toBe(1);
    expect(await cache.purge()).toEqual({ pages: 2 });
    expect(cache.size).toBe(0);
  });
});
