/**
 * The audit trail of a screen's version ('Histórico de alterações', `auditoria.historico` of entity
 * `tela_versao`): each step — draft, submission, publication — with its operation, its author and
 * the fields in Portuguese (the version's number as 'Versão', the states by their names, the
 * document's fingerprint); a screen is the deployment's, so every unit's steps are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA } from '../../../db/demo-users.ts';
import { impressaoDocumento } from '../../../domain/telas.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { passoDaTela, publicarTela, telaDistribuida } from '../../../testing/telas.ts';

const IVO = '52998224725'; // SEPLAG 1501, ANALISTA_TELAS only
const SERGIO = '31415926590'; // SEE 1261, ADMINISTRADOR
let gw: GatewayApp;
let ana: string;
let ivo: string;
let sergio: string;

const DOC = {
  ...telaDistribuida('recursos-humanos/pesquisa-fonetica.screen.json'),
  id: 'pesquisa-fonetica-auditada',
  title: 'Pesquisa fonética auditada',
  route: '/recursos-humanos/pesquisa-fonetica-auditada/',
};

beforeAll(async () => {
  gw = await startTestApp(50);
  await addUser(gw, { cpf: IVO, nome: 'Ivo Analista', unidade: '1501', papeis: { '1501': ['ANALISTA_TELAS'] } });
  await addUser(gw, { cpf: SERGIO, nome: 'Sérgio Admin SEE', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  ivo = await accessToken(gw, await sessionFor(gw, IVO), '1501', '/gw/exame');
  sergio = await accessToken(gw, await sessionFor(gw, SERGIO), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

async function historico(registroId: number, token: string) {
  const res = await gw.app.inject({
    method: 'GET',
    url: '/gw/exame/auditoria/v1/historico',
    query: { entidade: 'tela_versao', registroId: String(registroId), sort: 'dataHora', order: 'ASC' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().objeto as { usuario: string; operacao: string; alteracoes: string }[]).map(
    ({ usuario, operacao, alteracoes }) => ({ usuario, operacao, alteracoes }),
  );
}

describe('the audit trail of a screen version', () => {
  it('lists draft → submission → publication with labelled fields and state names, from every unit', async () => {
    // The analyst (SEPLAG) drafts and submits; SEE's administrator publishes.
    const v = await publicarTela(gw, DOC, ivo, sergio);
    const passos = [
      {
        usuario: 'Ivo Analista',
        operacao: 'Inclusão de versão de tela',
        alteracoes: [
          'Tela: — → pesquisa-fonetica-auditada',
          'Versão: — → 1',
          'Situação: — → Rascunho',
          `Documento: — → ${impressaoDocumento(DOC)}`,
        ].join('\n'),
      },
      {
        usuario: 'Ivo Analista',
        operacao: 'Envio de tela para revisão',
        alteracoes: 'Situação: Rascunho → Em revisão',
      },
      { usuario: 'Sérgio Admin SEE', operacao: 'Publicação de tela', alteracoes: 'Situação: Em revisão → Publicada' },
    ];
    // The same trail for an administrator of either unit: the screen is the deployment's.
    expect(await historico(v.id, ana)).toEqual(passos);
    expect(await historico(v.id, sergio)).toEqual(passos);
  });

  it('a return shows its reason; a withdrawal; a restoration names the version copied, and the copy in its trail', async () => {
    const doc = { ...DOC, id: 'auditada-devolvida', route: '/recursos-humanos/auditada-devolvida/' };
    const d = await passoDaTela(gw, ivo, '/incluirRascunho', { documento: doc });
    const s = await passoDaTela(gw, ivo, '/submeterVersao', { id: d.id, versao: d.versao });
    await passoDaTela(gw, ana, '/devolverVersao', { id: s.id, versao: s.versao, motivo: 'Falta o filtro por órgão.' });
    expect((await historico(d.id, ana)).at(-1)).toEqual({
      usuario: 'Ana Administradora',
      operacao: 'Devolução de tela',
      alteracoes: 'Situação: Em revisão → Rascunho\nMotivo da devolução: — → Falta o filtro por órgão.',
    });

    const p = await publicarTela(
      gw,
      { ...doc, id: 'auditada-restaurada', route: '/recursos-humanos/auditada-restaurada/' },
      ana,
    );
    const r = await passoDaTela(gw, ana, '/retirarVersao', { id: p.id, versao: p.versao });
    expect((await historico(p.id, ana)).at(-1)).toMatchObject({
      operacao: 'Retirada de tela',
      alteracoes: 'Situação: Publicada → Retirada',
    });
    const copia = await passoDaTela(gw, ana, '/restaurarVersao', { id: p.id, versao: r.versao });
    // The copied version's own trail tells the restoration and the new version's number.
    expect((await historico(p.id, ana)).at(-1)).toEqual({
      usuario: 'Ana Administradora',
      operacao: 'Restauração de versão de tela',
      alteracoes: 'Restaurada como versão: — → 2',
    });
    const [inclusao] = await historico(copia.id, ana);
    expect(inclusao.operacao).toBe('Restauração de versão de tela');
    expect(inclusao.alteracoes).toContain('Versão: — → 2\nSituação: — → Publicada\n');
    expect(inclusao.alteracoes).toMatch(/Restaurada da versão: — → 1$/);
  });
});
