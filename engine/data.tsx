/**
 * Which data provider the screens use. The application uses `callEndpoint`; tests and previews
 * wrap the tree in <DataProviderContext value={stub}> to run screens without a gateway.
 */
import { createContext, useContext } from 'react';
import { callEndpoint, type DataProvider } from '../services/http/callEndpoint.ts';

export const DataProviderContext = createContext<DataProvider>(callEndpoint);

export const useDataProvider = (): DataProvider => useContext(DataProviderContext);
