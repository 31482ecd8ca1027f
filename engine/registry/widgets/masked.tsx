/**
 * Masked text widgets: `cnpj`, `telefone` and `cep` store digits only (what the gateway compares);
 * `competencia` stores 'MM/AAAA' (the `competencia` format validates it).
 */
import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../schemas/formats.ts';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskCep, maskCnpj, maskCompetencia, maskTelefone } from './masks.ts';

export const CnpjWidget = (p: WidgetProps) => <BlueprintInput {...p} inputMode="numeric" display={maskCnpj} parse={(t) => onlyDigits(t).slice(0, 14)} />;
export const TelefoneWidget = (p: WidgetProps) => <BlueprintInput {...p} inputMode="tel" display={maskTelefone} parse={(t) => onlyDigits(t).slice(0, 11)} />;
/** CEP 00000-000 as typed and as loaded (a record's '30720000' shows '30720-000'). */
export const CepWidget = (p: WidgetProps) => <BlueprintInput {...p} inputMode="numeric" display={maskCep} parse={(t) => onlyDigits(t).slice(0, 8)} />;
export const CompetenciaWidget = (p: WidgetProps) => (
  <BlueprintInput {...p} inputMode="numeric" display={maskCompetencia} parse={maskCompetencia} placeholder={p.placeholder || 'MM/AAAA'} />
);
