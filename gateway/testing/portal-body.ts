/**
 * Test helper: a write's body as the portal sends it. The tests write dates as the user types them
 * (DD/MM/AAAA); the portal sends a body date as ISO at midnight -03:00 (spec §7) by the catalogue's
 * format of the field (services/http/prepareCall.ts), and so does this, with the same function.
 */
import { corpoComDatasIso } from '../../schemas/data-iso.ts';
import { catalogue } from '../../schemas/catalogue.ts';

const escritas = catalogue().filter((e) => e.method === 'POST' || e.method === 'PUT');

/**
 * `corpo` with its body dates as ISO. `alvo` names the endpoint ('aviso.cadastrarNovoAviso') or is
 * the URL the test posts to (any gateway prefix; a write of no catalogue path is left as it is).
 */
export function comoOPortalEnvia<T extends Record<string, unknown>>(alvo: string, corpo: T): T {
  const caminho = alvo.split('?')[0];
  const e = escritas.find((x) => x.name === alvo || caminho.endsWith(x.path));
  if (!e) {
    if (!alvo.includes('/')) throw new Error(`escrita '${alvo}' não existe no catálogo`);
    return corpo;
  }
  const props = e.request.properties ?? {};
  return corpoComDatasIso(corpo, (campo) => props[campo]?.format) as T;
}
