import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemoteRoute } from '../contract/remote-contract';

export interface DirectoryLink {
  to: string;
  label: string;
}

/** A remote's own pages as links, so a reader can move between them. */
export function RouteDirectory({ links }: { links: DirectoryLink[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('routes.heading')}>
      <h2>{t('routes.heading')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
              {link.label}
            </Link>{' '}
            {pathname === link.to && <span>{t('routes.current')}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Turns `/rewards/:id` into a followable example such as `/rewards/1`. */
export function examplePath(route: RemoteRoute): string {
  return route.path.replace(/:[A-Za-z_]+/g, '1').replace(/\/\*$/, '');
}
