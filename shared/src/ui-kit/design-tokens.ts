/** Sizes and limits of spec §9; tokens.css mirrors them as custom properties for the CSS side. */

export type SizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const ICON_SIZES_PX = { xs: 16, sm: 20, md: 24, lg: 28, xl: 32 } as const satisfies Record<SizeName, number>;
export const DEFAULT_ICON_SIZE_PX = 18;
export const REM_BASE_PX = 16;

export const BUTTON_HEIGHTS_PX = { xs: 24, sm: 32, md: 40, lg: 44, xl: 48 } as const satisfies Record<SizeName, number>;

/** Min-width breakpoints; in CSS write the rem value itself, since media queries cannot read custom properties. */
export const BREAKPOINTS_REM = { '2xs': 22.5, xs: 35, sm: 53.75, md: 60, lg: 77.5, xl: 90 } as const;
export type BreakpointName = keyof typeof BREAKPOINTS_REM;

export const DROPDOWN_MAX_HEIGHT_PX = 360;
export const TOOLTIP_DELAY_MS = 350;
export const TOOLTIP_MAX_WIDTH_PX = 240;
export const NAV_HEIGHT_PX = 64;
export const SIDE_NAV_WIDTH_PX = 200;
export const MAX_HEIGHT_GUTTER_PX = 20;
export const MIN_HEIGHT_PX = 300;

/** A `(min-width: …)` media query for a breakpoint, for matchMedia. */
export const minWidthQuery = (breakpoint: BreakpointName): string => `(min-width: ${BREAKPOINTS_REM[breakpoint]}rem)`;
