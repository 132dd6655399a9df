import type { ReactNode } from 'react';
import { DEFAULT_ICON_SIZE_PX, ICON_SIZES_PX, type SizeName } from '../design-tokens';

export interface IconProps {
  /** A preset of spec §9; without one the icon is DEFAULT_ICON_SIZE_PX. */
  size?: SizeName;
  className?: string;
}

/** A decorative 24-unit outline SVG in the current text colour; the text next to it carries the meaning. */
export function Icon({ size, className, children }: IconProps & { children: ReactNode }) {
  const px = size ? ICON_SIZES_PX[size] : DEFAULT_ICON_SIZE_PX;
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
