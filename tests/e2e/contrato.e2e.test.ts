/**
 * The conformance kit (`npm run contract`) against the portal's server as the e2e run starts it
 * (createApp with `npm start`'s defaults): signed in through the identity provider as the demo
 * administrator, every GET endpoint of the catalogue is called and its answer checked against its
 * catalogue entry. First a report is requested as a user would, so that its download is checked too.
 */
import { expect, inject, it } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { relatorio } from '../../scripts/lib/contract/report.ts';
import { verificarContrato } from '../../scripts/lib/contract/run.ts';
import { basesDe, entrar } from '../../scripts/lib/contract/signin.ts';
import { ANA } from '../../gateway/db/demo-users.ts';

/** The smallest valid PDF: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

it('every GET endpoint of the catalogue answers what it declares (0 mismatches, 0 errors)', async () => {
  const origin = inject('origin');
  const sessao = await entrar(origin, ANA.cpf, ANA.senha);
  const bases = await basesDe(origin);
  const auth = { authorization: `Bearer ${sessao.tokens.EXAME}`, 'content-type': 'application/json' };
  const pedido = await fetch(`${bases.EXAME}/relatorios/v1/solicitaRelatorioServidores`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ tela: 'pesquisa-servidor', formato: 'CSV', filtros: { exportarTudo: false } }),
  });
  expect(pedido.status).toBe(200);
  // The report worker claims jobs every second; a small unit's CSV is ready in a few.
  for (let i = 0; i < 60; i++) {
    const r = await fetch(`${bases.EXAME}/relatorios/v1/relatoriosServidor?page=0`, { headers: auth });
    const lista = ((await r.json()) as { objeto: { statusGeracao: string }[] }).objeto;
    if (lista.some((x) => x.statusGeracao === 'CONCLUIDO')) break;
    await new Promise((ok) => setTimeout(ok, 500));
  }

  // A document of a servant of the unit (a person is a servant by número funcionário), uploaded as
  // the document screen does, so its download is checked. The small seed has no pensioner in every unit.
  const servidores = await fetch(`${bases.SISAPMG}/admissoes/v1/listaServidores?page=0&size=5`, {
    headers: { authorization: `Bearer ${sessao.tokens.SISAPMG}` },
  });
  const lidos = (await servidores.json()) as { objeto?: { numeroFuncionario: string }[] };
  expect(lidos.objeto?.length, JSON.stringify(lidos)).toBeGreaterThan(0);
  const servidor = lidos.objeto![0];
  const form = new FormData();
  form.set('numeroPessoaFisJurFu', String(servidor.numeroFuncionario));
  form.set('tipoDocumento', 'recadastramento');
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'comprovante.pdf');
  const envio = await fetch(`${bases.EXAME}/documento/v1`, {
    method: 'POST',
    headers: { authorization: auth.authorization },
    body: form,
  });
  expect(envio.status, await envio.clone().text()).toBe(200);

  // A draft of a screen, as 'Salvar rascunho' in 'Editor de telas' makes it (no seed has screen
  // versions), so reading a version is checked too. Its own id: no other test meets it.
  const rascunho = await fetch(`${bases.EXAME}/telas/v1/incluirRascunho`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      documento: { id: 'contrato-rascunho', kind: 'search', title: 'Rascunho do teste de contrato' },
    }),
  });
  expect(rascunho.status, await rascunho.clone().text()).toBe(200);

  const resultados = await verificarContrato(loadCatalogue(), {
    bases,
    tokens: sessao.tokens,
    tokenSSCId: sessao.tokenSSCId,
    contexto: { unidade: sessao.unidade, cpf: sessao.cpf, hoje: new Date() },
  });
  const { contagem, texto } = relatorio(resultados);
  console.log(texto.split('\n').slice(-1)[0]);
  expect(contagem.divergente, texto).toBe(0);
  expect(contagem.erro, texto).toBe(0);
  // Only an indication of avos changed after payment needs data no seed has (a bonus recomputed
  // after its payment); everything else is checked.
  const semAmostra = resultados.filter((r) => r.situacao === 'sem-amostra').map((r) => r.endpoint);
  // (Run after the year-end bonus tests, that indication exists and is checked too.)
  expect(semAmostra.filter((e) => e !== 'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro')).toEqual([]);
}, 180_000);
