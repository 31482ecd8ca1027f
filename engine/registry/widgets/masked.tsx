/**
 * Masked text widgets: `cnpj` and `telefone` store digits only (what the gateway compares);
 * `competencia` stores 'MM/AAAA' (the `competencia` format validates it).
 */
import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskCnpj, maskCompetencia, maskTelefone } from './masks.ts';

export const CnpjWidget = (p: WidgetProps) => <BlueprintInput {...p} inputMode="numeric" display={maskCnpj} parse={(t) => onlyDigits(t).slice(0, 14)} />;
export const TelefoneWidget = (p: WidgetProps) => <BlueprintInput {...p} inputMode="tel" display={maskTelefone} parse={(t) => onlyDigits(t).slice(0, 11)} />;
export const CompetenciaWidget = (p: WidgetProps) => (
  <BlueprintInput {...p} inputMode="numeric" display={maskCompetencia} parse={maskCompetencia} placeholder={p.placeholder || 'MM/AAAA'} />
);
