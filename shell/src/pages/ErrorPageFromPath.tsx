import { useParams } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** `/error/:status`, for statuses without a page of their own. */
export function ErrorPageFromPath() {
  return <ErrorPage status={useParams().status} />;
}
