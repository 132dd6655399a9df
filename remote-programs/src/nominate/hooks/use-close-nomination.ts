import { useNavigate } from 'react-router';
import { BEGIN_NOMINATION_QUERY_PARAM } from '@laurel/shared';

/** The address without `?beginNomination=`, or null when it has none (a link in the modal may have moved on). */
function addressWithoutBeginNomination(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(BEGIN_NOMINATION_QUERY_PARAM)) return null;
  url.searchParams.delete(BEGIN_NOMINATION_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Closes the modal and takes its parameter out of the address, so a reload does not open it again. */
export function useCloseNomination(onClose: () => void) {
  const navigate = useNavigate();
  return () => {
    onClose();
    const address = addressWithoutBeginNomination();
    if (address !== null) void navigate(address, { replace: true });
  };
}
