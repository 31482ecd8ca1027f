/**
 * The record a detail section's `{field}` parameters read: the screen's record for the tabs, the
 * picked row (over its parent record) inside a master-detail. Lets a tab name the servant by
 * `{numeroFuncionario}` of the loaded record while the route carries the record's own id.
 */
import { createContext, useContext } from 'react';

export type RecordValues = Record<string, unknown>;

export const RecordContext = createContext<RecordValues>({});

export const useRecord = (): RecordValues => useContext(RecordContext);
