/**
 * The formats of one field of a filter form, a form or an input dialog (screen-refs.ts `filters`):
 * a date the endpoint receives as ISO is typed as DD/MM/AAAA, a format must exist, and `antesDe`
 * names another field of the same form. Answers each fault as [where under the field, message].
 */
import { FORMATO_NO_FORMULARIO, isFormatoDataIso } from '../../schemas/data-iso.ts';
import { FORMATS } from '../../schemas/formats.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { suggest } from './suggest.ts';

export function fieldFormatErrors(
  name: string,
  prop: { format?: string },
  siblingsAndSelf: Record<string, unknown>,
  ep: CatalogueEndpoint | undefined,
): [string, string][] {
  const faults: [string, string][] = [];
  const enviado = ep?.request.properties?.[name]?.format;
  // A body date is typed DD/MM/AAAA (a form may add 'not in the future') and sent as ISO.
  const digitado = isFormatoDataIso(enviado) ? FORMATO_NO_FORMULARIO[enviado as string] : undefined;
  if (ep && digitado && prop.format !== digitado && prop.format !== 'dataNaoFutura')
    faults.push([
      '/format',
      `o endpoint '${ep.name}' recebe '${name}' como data ISO, que o portal converte do que o usuário digita: o campo deve ter "format": "${digitado}".`,
    ]);
  if (prop.format !== undefined && !(prop.format in FORMATS) && !['date', 'email'].includes(prop.format))
    faults.push(['/format', `formato '${prop.format}' não existe. ${suggest(prop.format, Object.keys(FORMATS))}`]);
  const fim = (prop as { antesDe?: unknown }).antesDe;
  const siblings = Object.keys(siblingsAndSelf).filter((n) => n !== name);
  if (fim !== undefined && (typeof fim !== 'string' || !siblings.includes(fim)))
    faults.push([
      '/antesDe',
      `'antesDe' deve nomear outro campo de data deste formulário. ${suggest(String(fim), siblings)}`,
    ]);
  return faults;
}
