/**
 * The saved versions among the editor's starting points ('Começar de'): the user's own first
 * ('Minhas versões', by author name), then the others'. Each opens its document (value
 * 'versao:<id>'). Nothing while the list loads or cannot be read: the other starting points stay.
 */
import { SITUACAO, useVersionList, type VersionRow } from './api.ts';

const option = (v: VersionRow) => (
  <option key={v.id} value={`versao:${v.id}`}>
    {v.titulo || v.telaId} — versão {v.numero} ({SITUACAO[v.situacao].label}
    {v.situacao === 'RASCUNHO' && v.motivoDevolucao ? ', devolvida' : ''}) — {v.telaId}
  </option>
);

export function SavedVersionOptions({ userName }: { userName: string }) {
  const rows = useVersionList({}).data ?? [];
  const mine = rows.filter((v) => v.autor === userName);
  const others = rows.filter((v) => v.autor !== userName);
  return (
    <>
      {mine.length > 0 && <optgroup label="Minhas versões">{mine.map(option)}</optgroup>}
      {others.length > 0 && <optgroup label="Versões de outros autores">{others.map(option)}</optgroup>}
    </>
  );
}
