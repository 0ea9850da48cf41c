import { lazy, type ComponentType } from 'react';

export type ResourceView = 'list' | 'show' | 'edit' | 'create';
type ResourceViews = Partial<Record<ResourceView, ComponentType>>;

interface Declaration {
  load: () => Promise<ResourceViews>;
  views: readonly ResourceView[];
}

const declarations = new WeakMap<object, Declaration>();

/**
 * A react-admin resource whose screens are a chunk of their own, fetched when one of them first opens (the
 * layout's Suspense shows react-admin's loader meanwhile). The menu and the routes are drawn before that, so
 * the views that exist and the icon are declared here; `declaredViews` lets a test check them against the
 * module.
 */
export function lazyResource<M extends Record<K, ResourceViews>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  views: readonly ResourceView[],
  icon?: ComponentType,
): ResourceViews & { icon?: ComponentType } {
  let loading: Promise<ResourceViews> | undefined;
  const loadViews = () => (loading ??= load().then((module) => module[exportName]));
  const resource: ResourceViews & { icon?: ComponentType } = icon ? { icon } : {};
  for (const view of views) {
    resource[view] = lazy(async () => {
      const component = (await loadViews())[view];
      if (!component) throw new Error(`La pantalla ${exportName}.${view} no existe`);
      return { default: component };
    });
  }
  declarations.set(resource, { load: loadViews, views });
  return resource;
}

/** What `lazyResource` was told about a resource (for the test that compares it with the module). */
export function declaredViews(resource: object): Declaration | undefined {
  return declarations.get(resource);
}
