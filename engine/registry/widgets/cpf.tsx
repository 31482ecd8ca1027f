import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';

/** Progressive CPF mask 000.000.000-00 for up to 11 digits. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * CPF: shows the mask while typing (placeholder '000.000.000-00' unless the screen gives another),
 * stores only the digits (what the gateway compares).
 */
export function CpfWidget(props: WidgetProps) {
  return (
    <BlueprintInput
      {...props}
      inputMode="numeric"
      display={maskCpf}
      parse={(t) => onlyDigits(t).slice(0, 11)}
      placeholder={props.placeholder || '000.000.000-00'}
    />
  );
}

export default CpfWidget;
export const formats = ['cpf'];
