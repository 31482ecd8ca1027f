/** Previous, current or next month. */
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceSelect } from './lib/ChoiceSelect.tsx';
import { periodOptions } from './lib/choices.ts';

export const PeriodWidget = (p: WidgetProps) => (
  <ChoiceSelect p={p} options={periodOptions().map((o) => ({ value: o.valor, label: o.texto }))} />
);

export default PeriodWidget;
