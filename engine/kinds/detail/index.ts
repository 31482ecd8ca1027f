/** Entry of the lazily loaded `detail` kind (default export for React.lazy). */
import { createElement } from 'react';
import type { ScreenKindProps } from '../../screens/types.ts';
import type { DetailScreenDoc } from '../../screens/types.ts';
import { DetailScreen } from './DetailScreen.tsx';

export default function DetailKind({ screen }: ScreenKindProps) {
  return createElement(DetailScreen, { screen: screen as DetailScreenDoc });
}
