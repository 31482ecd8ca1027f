/** ag-grid theme in the portal's colours (Theming API: no ag-grid CSS file to import). */
import { themeQuartz } from 'ag-grid-community';

export const gridTheme = themeQuartz.withParams({
  accentColor: '#123F6D',
  headerBackgroundColor: '#F1F4F8',
  headerTextColor: '#123F6D',
  fontFamily: 'inherit',
  fontSize: 14,
  borderRadius: 4,
  wrapperBorderRadius: 4,
  rowHoverColor: '#EEF3F9',
});
