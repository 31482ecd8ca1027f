/**
 * `laudasConsolidadas.obtemLaudaConsolidada` (/laudasConsolidadas/v1): a generated lauda of
 * 'Gestão de laudas' (routes/lib/generated-laudas.ts) as ONE act for the official gazette.
 */
import { dataBRDoDia } from '../../lib/text.ts';
import { ementaCitada, identificacaoAto as identificacao } from '../../domain/legislacao.ts';
import { ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { concluida, numeroLauda, saida, servidores } from '../lib/generated-laudas.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default defineHandlers({
  /**
   * The consolidated lauda: the generated lauda as ONE act for the official gazette — the resolution
   * naming the legislation, the numbered list of every servant with the movement and its date, and the
   * signer. The list is an <ol>: the number is the list's own, so the text never carries a second one.
   */
  'laudasConsolidadas.obtemLaudaConsolidada': async ({ db, auth, input }) => {
    const r = await concluida(db, Number(input.idGestaoLauda), auth);
    if (!r.g) return r.answer;
    const g = r.g;
    const lista = await servidores(db, g.idGestaoLauda, 1_000_000, 0);
    const verbo = g.naturezaEvolucao === 'PROMOCAO' ? 'promover' : 'conceder progressão a';
    const linhas = lista
      .map(
        (s) =>
          `<li><strong>${esc(s.nome)}</strong>, MASP ${esc(s.masp)}, ${esc(s.cargo)} — ${esc(s.carreira)}: ` +
          `do nível/grau ${esc(s.nivelAnterior)}-${esc(s.grauAnterior)} para ${esc(s.nivel)}-${esc(s.grau)}, a partir de ${dataBRDoDia(s.dataVigencia)}.</li>`,
      )
      .join('');
    const texto =
      `<h3>${esc(g.instituicaoNome.toUpperCase())}</h3><p><strong>${esc(numeroLauda(g))}</strong></p>` +
      `<p>O(A) ${esc(g.cargoResponsavel.toUpperCase())}, no uso de suas atribuições, com fundamento na ${esc(identificacao(g))} (${esc(ementaCitada(g.ementa))}), ` +
      `<strong>RESOLVE</strong> ${verbo} ${lista.length === 1 ? 'o(a) servidor(a) abaixo relacionado(a)' : `os ${lista.length} servidores abaixo relacionados`}` +
      `${g.regional === 'Todas' ? '' : `, da regional ${esc(g.regional)}`}:</p><ol>${linhas}</ol>` +
      `<p>Belo Horizonte, ${dataBRDoDia(g.geradaEmIso)}.</p><p>${esc(g.responsavel)}<br />${esc(g.cargoResponsavel)}</p>`;
    return ok({ ...saida(g), quantidadeServidores: lista.length, texto });
  },
});
