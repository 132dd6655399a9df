import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { INVITE_OPEN_DELAY_MS, useInviteStore } from './invite-store';

/** `/invite`: opens the invite-user modal after a moment on the home page, then clears the path. */
export function InviteOnArrival() {
  const navigate = useNavigate();
  const setOpen = useInviteStore((state) => state.setOpen);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setOpen(true);
      void navigate('/', { replace: true });
    }, INVITE_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, setOpen]);
  return null;
}
