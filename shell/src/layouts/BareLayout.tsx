import { Outlet } from 'react-router';

/** The widget and public layouts: no chrome around the page. */
export function BareLayout() {
  return (
    <main id="main" className="laurel-main laurel-main--bare">
      <Outlet />
    </main>
  );
}
