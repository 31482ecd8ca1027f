/** Phone (00) 0000-0000 or mobile (00) 00000-0000 while typing; stores the digits only. */
import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskTelefone } from './lib/masks.ts';

export const TelefoneWidget = (p: WidgetProps) => (
  <BlueprintInput {...p} inputMode="tel" display={maskTelefone} parse={(t) => onlyDigits(t).slice(0, 11)} />
);

export default TelefoneWidget;
export const formats = ['telefone', 'celular'];
