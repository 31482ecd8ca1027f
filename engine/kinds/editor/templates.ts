/**
 * The templates among the editor's starting points: those of `npm run screen:new`
 * (core/screen-check/scaffold.ts, the same function), over the endpoint the script starts from when
 * none is named (defaultEndpoint). A whole search over a chosen endpoint (`screen:new --from`) is
 * fromEndpoint.tsx's.
 */
import { defaultEndpoint, scaffold, type ScaffoldInput } from '../../../core/screen-check/scaffold.ts';
import { ENDPOINTS } from './check.ts';

export const TEMPLATE_KINDS: { kind: ScaffoldInput['kind']; label: string }[] = [
  { kind: 'search', label: 'Pesquisa (search)' },
  { kind: 'detail', label: 'Detalhe (detail)' },
  { kind: 'form', label: 'Formulário (form)' },
  { kind: 'dashboard', label: 'Painel de gráficos (dashboard)' },
  { kind: 'tabs', label: 'Abas (tabs)' },
];

/** The template of a kind as JSON text (what `screen:new -- relatorios/nova-tela --kind <kind>` writes). */
export function templateText(kind: ScaffoldInput['kind']): string {
  const endpoint = defaultEndpoint(kind, ENDPOINTS.values());
  const doc = scaffold({ area: 'relatorios', name: 'nova-tela', kind, title: 'Nova tela', endpoint });
  return `${JSON.stringify(doc, null, 2)}\n`;
}
