export { SeasonalTheme } from './SeasonalTheme';
export { SeasonalThemeMenuItem } from './SeasonalThemeMenuItem';
export { useSeasonalThemeAvailable } from './use-seasonal-theme';
export { seasonalResources } from './seasonal-resources';
