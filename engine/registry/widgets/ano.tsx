/** Year list, newest first (`ui:options.min`/`max` narrow it; `ui:options.todos` adds 'Todos os anos'). */
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceSelect } from './lib/ChoiceSelect.tsx';
import { yearOptions } from './lib/choices.ts';

export const YearWidget = (p: WidgetProps) => (
  <ChoiceSelect
    p={p}
    options={yearOptions({
      todos: p.options.todos === true,
      min: p.options.min as number | undefined,
      max: p.options.max as number | undefined,
    })}
  />
);

export default YearWidget;
export const formats = ['ano'];
