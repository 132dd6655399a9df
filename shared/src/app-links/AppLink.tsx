import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { linkTarget, type LinkValues } from './link-target';
import { useAppNavigate } from './use-app-navigate';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, LinkValues {
  /** A path of the new or the legacy application, placeholders written `:name`. */
  to: string;
}

// A modified or middle click, or another target, is the browser's: a new tab or window.
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A link that opens its page in the legacy or the new application, depending on the host (platform §2). */
export function AppLink({ to, params, query, onClick, children, ...anchorProps }: AppLinkProps) {
  const appNavigate = useAppNavigate();
  const { href } = linkTarget(to, undefined, { params, query });
  return (
    <a
      {...anchorProps}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        appNavigate(to, { params, query });
      }}
    >
      {children}
    </a>
  );
}
