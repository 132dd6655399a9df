import { Link } from 'react-router';
import { userProfilePath } from '@laurel/shared';
import type { AnalyticsPerson } from '@laurel/shared/contract';

/** A person's name, leading to their profile page. */
export function PersonLink({ person }: { person: AnalyticsPerson }) {
  return <Link to={userProfilePath(person.slug)}>{person.display_name}</Link>;
}
