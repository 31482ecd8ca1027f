/**
 * Which data provider the screens use. The application uses `dataProvider` (services/http/dataProvider.ts); tests and previews
 * wrap the tree in <DataProviderContext value={stub}> to run screens without a gateway.
 */
import { createContext, useContext } from 'react';
import { dataProvider, type DataProvider } from '../services/http/dataProvider.ts';

export const DataProviderContext = createContext<DataProvider>(dataProvider);

export const useDataProvider = (): DataProvider => useContext(DataProviderContext);
