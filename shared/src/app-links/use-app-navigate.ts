import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { followLink, hostEnvironment } from './follow-link';
import { linkTarget, type LinkValues } from './link-target';

/** Navigates as the link helper says: client-side or by a full page load (platform §2). */
export function useAppNavigate(): (to: string, values?: LinkValues) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, values) => followLink(linkTarget(to, hostEnvironment.current(), values), (href) => void navigate(href)),
    [navigate],
  );
}
