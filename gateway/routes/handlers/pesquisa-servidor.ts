/**
 * Search filters shared by the servant searches (admissoes.listaServidores,
 * pessoas.pesquisaFonetica, beneficios.saldosBeneficioServidores): the phonetic name
 * (`nomeAproximado`, every token's key must be among the servant's keys, in any order — GIN index
 * on servidor.nome_fonetico) and the situation codes of the filter dropdowns.
 */
import { arrayLiteral, chavesFoneticas } from '../../lib/fonetica.ts';

/** Adds a condition; `sql` receives the placeholder of `value`. */
export type AddFiltro = (sql: (n: string) => string, value: unknown) => void;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/**
 * Adds the phonetic and situation filters present in `input`. Returns false when the phonetic
 * name has no sounding token (e.g. only 'de da'), so the caller answers "no result".
 */
export function filtrosFoneticaESituacao(input: Record<string, unknown>, add: AddFiltro): boolean {
  const aproximado = str(input.nomeAproximado);
  if (aproximado) {
    const chaves = chavesFoneticas(aproximado);
    if (!chaves.length) return false;
    add((n) => `s.nome_fonetico @> ${n}::text[]`, arrayLiteral(chaves));
  }
  const funcional = str(input.codigoSituacaoFuncional);
  if (funcional) add((n) => `s.situacao_funcional = (SELECT descricao FROM situacao_funcional WHERE codigo = ${n}::int)`, funcional);
  const situacao = str(input.codigoSituacaoServidor);
  if (situacao) add((n) => `s.situacao_servidor = (SELECT descricao FROM situacao_servidor WHERE codigo = ${n}::int)`, situacao);
  return true;
}
