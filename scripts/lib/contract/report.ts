/** The conformance kit's report: one line per endpoint, the mismatches under it, a summary line. */
import type { Resultado, Situacao } from './run.ts';

const MARCA: Record<Situacao, string> = {
  ok: 'ok        ',
  divergente: 'DIVERGENTE',
  erro: 'erro      ',
  'sem-amostra': 'sem amostra',
};

export interface Relatorio {
  texto: string;
  falhou: boolean;
  contagem: Record<Situacao, number>;
}

export function relatorio(resultados: Resultado[], opts: { exigirTodos?: boolean } = {}): Relatorio {
  const contagem: Record<Situacao, number> = { ok: 0, divergente: 0, erro: 0, 'sem-amostra': 0 };
  const linhas: string[] = [];
  for (const r of resultados) {
    contagem[r.situacao]++;
    const onde = r.status
      ? ` HTTP ${r.status}${r.codigoMensagem !== undefined ? `, código ${r.codigoMensagem}` : ''}`
      : '';
    linhas.push(`${MARCA[r.situacao]}  ${r.endpoint}${onde}${r.detalhe ? ` — ${r.detalhe}` : ''}`);
    if (r.url && r.situacao !== 'ok') linhas.push(`              ${r.url}`);
    for (const d of r.divergencias ?? []) linhas.push(`              ${d.pointer}: ${d.message}`);
  }
  const total = resultados.length;
  linhas.push(
    '',
    `${total} endpoints GET verificados: ${contagem.ok} ok, ${contagem.divergente} divergentes, ${contagem.erro} com erro, ${contagem['sem-amostra']} sem amostra.`,
  );
  const falhou =
    contagem.divergente > 0 || (Boolean(opts.exigirTodos) && (contagem.erro > 0 || contagem['sem-amostra'] > 0));
  return { texto: linhas.join('\n'), falhou, contagem };
}
