/** rjsf widget registry, by the name screens write in `ui:widget`. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { createRegistry } from './registry.ts';
import { CpfWidget } from './widgets/cpf.tsx';
import { DigitsWidget } from './widgets/digits.tsx';
import { TextWidget } from './widgets/text.tsx';

type Widget = RegistryWidgetsType[string];

export const widgets = createRegistry<Widget>('widget', {
  text: TextWidget,
  cpf: CpfWidget,
  digits: DigitsWidget,
});
