import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first opened, so a remote's first paint carries only the page it shows.
 * The fallback is empty: the chunk is small and the page shows its own loading state once it runs.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
