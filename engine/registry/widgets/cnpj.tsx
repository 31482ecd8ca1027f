/** CNPJ 00.000.000/0000-00 while typing; stores the digits only (what the gateway compares). */
import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskCnpj } from './lib/masks.ts';

export const CnpjWidget = (p: WidgetProps) => (
  <BlueprintInput {...p} inputMode="numeric" display={maskCnpj} parse={(t) => onlyDigits(t).slice(0, 14)} />
);

export default CnpjWidget;
export const formats = ['cnpj'];
