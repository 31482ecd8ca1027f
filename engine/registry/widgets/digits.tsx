import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';

/** Digits-only widget (MASP, número funcionário): anything else typed is dropped. */
export function DigitsWidget(props: WidgetProps) {
  return <BlueprintInput {...props} inputMode="numeric" parse={onlyDigits} />;
}

export default DigitsWidget;
export const formats = ['digitos', 'digitos19'];
