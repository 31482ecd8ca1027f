/** Competence 'MM/AAAA' while typing, stored as typed (the `competencia` format validates it). */
import type { WidgetProps } from '@rjsf/utils';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { maskCompetencia } from './lib/masks.ts';

export const CompetenciaWidget = (p: WidgetProps) => (
  <BlueprintInput
    {...p}
    inputMode="numeric"
    display={maskCompetencia}
    parse={maskCompetencia}
    placeholder={p.placeholder || 'MM/AAAA'}
  />
);

export default CompetenciaWidget;
export const formats = ['competencia'];
