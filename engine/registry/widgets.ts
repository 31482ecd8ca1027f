/** rjsf widget registry, by the name screens write in `ui:widget`. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { createRegistry } from '../../core/registry.ts';
import { CpfWidget } from './widgets/cpf.tsx';
import { CheckboxWidget, TextareaWidget } from './widgets/basic.tsx';
import { CheckboxesWidget } from './widgets/checkboxes.tsx';
import { PeriodWidget, YearWidget } from './widgets/choiceWidgets.tsx';
import { DateWidget } from './widgets/date.tsx';
import { FileWidget } from './widgets/file.tsx';
import { CepWidget, CnpjWidget, CompetenciaWidget, TelefoneWidget } from './widgets/masked.tsx';
import { DigitsWidget } from './widgets/digits.tsx';
import { MultiSelectWidget } from './widgets/multiSelect.tsx';
import { RichTextWidget } from './widgets/richText.tsx';
import { SelectWidget } from './widgets/select.tsx';
import { TextWidget } from './widgets/text.tsx';

type Widget = RegistryWidgetsType[string];

export const widgets = createRegistry<Widget>('widget', {
  text: TextWidget,
  cpf: CpfWidget,
  digits: DigitsWidget,
  select: SelectWidget,
  multiSelect: MultiSelectWidget,
  date: DateWidget,
  cnpj: CnpjWidget,
  telefone: TelefoneWidget,
  cep: CepWidget,
  competencia: CompetenciaWidget,
  ano: YearWidget,
  periodo: PeriodWidget,
  file: FileWidget,
  checkbox: CheckboxWidget,
  textarea: TextareaWidget,
  checkboxes: CheckboxesWidget,
  richText: RichTextWidget,
});
