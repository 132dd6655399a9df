import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A page that can start loading its code before it is opened: a pointer resting on a link to it. */
export type PreloadablePage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A page whose code loads when it is first opened, so a remote's first paint carries only the page it shows.
 * The fallback is empty: the chunk is small and the page shows its own loading state once it runs.
 * Once `preload()` has brought the code, the page renders at once: React holds a revealed Suspense
 * boundary for 300 ms after its fallback, which a preloaded click would otherwise still wait out.
 */
export function lazyPage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load may be retried by the next open.
        loading = null;
        throw error;
      },
    ));
  const Page = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage() {
    // Chosen once per mount: going from the lazy element to the loaded one would mount the page anew, losing its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}
