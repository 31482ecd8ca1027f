/** The search screen as its tests mount it: in a router, over `provider`, with the dialog stack beside it. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import type { SearchScreenDoc } from '../../screens/types.ts';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { SearchScreen } from './SearchScreen.tsx';

export function renderSearchScreen(doc: unknown, provider: DataProvider) {
  return render(
    <MemoryRouter>
      <DataProviderContext value={provider}>
        <SearchScreen screen={doc as SearchScreenDoc} />
        <DialogHost />
      </DataProviderContext>
    </MemoryRouter>,
  );
}
