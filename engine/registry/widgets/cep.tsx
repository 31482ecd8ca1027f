/** CEP 00000-000 as typed and as loaded (a record's '30720000' shows '30720-000'); stores the digits only. */
import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskCep } from './lib/masks.ts';

export const CepWidget = (p: WidgetProps) => (
  <BlueprintInput {...p} inputMode="numeric" display={maskCep} parse={(t) => onlyDigits(t).slice(0, 8)} />
);

export default CepWidget;
