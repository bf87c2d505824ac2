import { lazy, useState, type ComponentType } from 'react';

/**
 * A page loaded on demand, like React.lazy, that can also be loaded ahead (`preload()`). A page whose code is
 * already here renders at once, without a frame of the Suspense fallback — so a redirect that waited for
 * `preload()` lands on the finished page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page(props: P) {
    // Chosen once per mount, so a page first shown through Lazy is never remounted as `loaded`.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
