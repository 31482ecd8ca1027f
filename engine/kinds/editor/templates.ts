/**
 * The starting points of the editor: the templates of `npm run screen:new` (core/screen-check/scaffold.ts,
 * the same function), over the first catalogue endpoint that suits each kind as the script picks it.
 */
import { scaffold, type ScaffoldInput } from '../../../core/screen-check/scaffold.ts';
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { ENDPOINTS } from './check.ts';

export const TEMPLATE_KINDS: { kind: ScaffoldInput['kind']; label: string }[] = [
  { kind: 'search', label: 'Pesquisa (search)' },
  { kind: 'detail', label: 'Detalhe (detail)' },
  { kind: 'form', label: 'Formulário (form)' },
  { kind: 'dashboard', label: 'Painel de gráficos (dashboard)' },
  { kind: 'tabs', label: 'Abas (tabs)' },
];

type Ep = CatalogueEndpoint;

/** As scripts/screen-new.ts chooses an endpoint when none is given. */
const fits = (kind: ScaffoldInput['kind']) => (e: Ep) =>
  kind === 'search'
    ? e.paging !== undefined && e.paging !== 'none' && e.method === 'GET'
    : kind === 'detail'
      ? e.method === 'GET' && e.path.includes('{')
      : kind === 'form'
        ? e.method === 'POST' || e.method === 'PUT'
        : e.method === 'GET';

/** The template of a kind as JSON text (what `screen:new -- relatorios/nova-tela --kind <kind>` writes). */
export function templateText(kind: ScaffoldInput['kind']): string {
  const endpoint = ([...ENDPOINTS.values()] as unknown as Ep[]).find(fits(kind));
  const doc = scaffold({ area: 'relatorios', name: 'nova-tela', kind, title: 'Nova tela', endpoint });
  return `${JSON.stringify(doc, null, 2)}\n`;
}
