import type { ReactNode } from 'react';
import { RouteDirectory, type DirectoryLink } from './RouteDirectory';

interface AreaPageProps {
  title: string;
  intro: string;
  links: DirectoryLink[];
  children?: ReactNode;
}

/** The frame of a remote's page: its heading, what it is for, and the area's other pages. */
export function AreaPage({ title, intro, links, children }: AreaPageProps) {
  return (
    <div className="laurel-area-page">
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
      <RouteDirectory links={links} />
    </div>
  );
}
