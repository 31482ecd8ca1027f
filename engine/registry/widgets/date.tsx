import type { WidgetProps } from '@rjsf/utils';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';

/** Progressive dd/MM/yyyy mask: '01022024' → '01/02/2024'. */
export function maskDate(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/**
 * Date as typed text dd/MM/yyyy (the value is the pt-BR text the filters send, spec §7); the
 * `dataBR` format and its keywords validate it. The calendar popover is not done yet.
 */
export function DateWidget(props: WidgetProps) {
  return <BlueprintInput {...props} parse={maskDate} display={maskDate} placeholder={props.placeholder || 'dd/mm/aaaa'} inputMode="numeric" />;
}
