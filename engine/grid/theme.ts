/**
 * ag-grid theme in the portal's colours (Theming API: no ag-grid CSS file to import), in two modes:
 * the light one by default, and the dark one that ag-grid applies while `data-ag-theme-mode="dark"` is on
 * <html> — set with Blueprint's `bp6-dark` by services/theme.ts, so the grid follows the portal's
 * theme toggle at once. Dark colours are the portal's dark variables (portal/styles.css), with
 * text and icons at AA contrast on the dark surface.
 */
import { themeQuartz } from 'ag-grid-community';

export const GRID_LIGHT = {
  backgroundColor: '#FFFFFF',
  foregroundColor: '#1C2127',
  accentColor: '#123F6D',
  borderColor: '#DCE0E5',
  headerBackgroundColor: '#F1F4F8',
  headerTextColor: '#123F6D',
  rowHoverColor: '#EEF3F9',
  iconColor: '#404854',
} as const;

export const GRID_DARK = {
  backgroundColor: '#252A31',
  foregroundColor: '#E5E8EB',
  accentColor: '#8ABBFF',
  borderColor: '#383E47',
  headerBackgroundColor: '#2F343C',
  headerTextColor: '#8ABBFF',
  rowHoverColor: '#2D3A4C',
  iconColor: '#C5CBD3',
  browserColorScheme: 'dark',
} as const;

export const gridTheme = themeQuartz
  // 12 px of cell padding (ag-grid's 16 leaves a 1024 px screen too little for the servant search's eight columns).
  .withParams({
    fontFamily: 'inherit',
    fontSize: 14,
    borderRadius: 4,
    wrapperBorderRadius: 4,
    cellHorizontalPadding: 12,
    ...GRID_LIGHT,
  })
  .withParams(GRID_DARK, 'dark');
