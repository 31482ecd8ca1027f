/**
 * An answer's record says which of its fields are always there (`response.required`): with none, a
 * gateway that stopped sending a field the screens show (a servant's `masp` in every row) would
 * still pass the contract and the conformance kit. A record open on purpose says why in
 * `openResponse`. Every name in `required` is one of the record's properties.
 */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';

export function checkResponseRequired(
  ep: CatalogueEndpoint,
  ptr: string,
  report: (pointer: string, message: string) => void,
): void {
  if (ep.answer !== 'record' && ep.answer !== 'list' && ep.answer !== 'page') return;
  const required = ep.response.required ?? [];
  const fields = Object.keys(ep.response.properties ?? {});
  if (required.length === 0 && !ep.openResponse)
    report(
      `${ptr}/response`,
      `a resposta de '${ep.name}' não diz quais campos sempre vêm: liste-os em "required" (um campo que uma tela mostra ou uma regra lê é obrigatório), ou diga em "openResponse" por que o registro é aberto.`,
    );
  for (const campo of required)
    if (!fields.includes(campo))
      report(`${ptr}/response/required`, `'${campo}' está em "required" mas não é um campo de response.properties.`);
}
