export { SeasonalTheme } from './SeasonalTheme';
export { SeasonalThemeMenuItem } from './SeasonalThemeMenuItem';
export { useSeasonalThemeAvailable } from './use-seasonal-theme';
export { useThemedGiveLabel } from './use-themed-give-label';
