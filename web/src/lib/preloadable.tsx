import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded page that can be loaded before the first render: once `preload()` has resolved, the
 * page renders at once instead of suspending, so a page the server already painted (the comparator's
 * first screen) is replaced by the same markup with no loading state in between.
 */
export function preloadable<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= factory().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching component types later would remount the page.
    const [Page] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
