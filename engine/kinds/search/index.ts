/** Entry of the lazily loaded `search` kind (default export for React.lazy). */
import type { ScreenKindProps } from '../../screens/types.ts';
import type { SearchScreenDoc } from '../../screens/types.ts';
import { SearchScreen } from './SearchScreen.tsx';
import { createElement } from 'react';

export default function SearchKind({ screen }: ScreenKindProps) {
  return createElement(SearchScreen, { screen: screen as SearchScreenDoc });
}
