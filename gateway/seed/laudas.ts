/**
 * The demo laudas ('Parametrização de laudas', migration 013): six templates of SEPLAG included by
 * Ana, so both tabs of the screen have something to show — five ATIVA (progression, promotion,
 * time-of-service certificate, averbação of time, length-of-service bonus) and one INATIVA (the
 * previous progression template, replaced). Their bodies use only the documented placeholders
 * (MARCADORES of gateway/routes/handlers/laudas.ts) and are what the sanitiser stores. Each has the
 * audit rows the endpoints would have written (inclusion; inactivation for the inactive one).
 *
 * Runs on both seed sizes inside the reference transaction, and on a database seeded before
 * migration 013 while table lauda is still empty (seedIfEmpty's completion path).
 */
import { ANA } from '../db/demo-users.ts';
import { insertAuditRow } from '../lib/write.ts';
import type { Db } from '../db/types.ts';
import { HOJE_SQL } from '../lib/text.ts';

interface LaudaSeed {
  titulo: string;
  tipoPersonalizacao: string;
  texto: string;
  situacao: 'ATIVA' | 'INATIVA';
  /** Days before the seed day it was included. */
  incluidaHa: number;
}

/**
 * Who signs an act is the supreme official chosen at the generation ({responsavel},
 * {cargoResponsavel}); a model that names its authority names the same one ('O(A) {cargoResponsavel}'),
 * never a fixed office that the signature would contradict.
 */
const ASSINATURA = '<p>{responsavel}<br />{cargoResponsavel}</p>';

export const LAUDAS_SEED: LaudaSeed[] = [
  {
    titulo: 'Ato de progressão na carreira',
    tipoPersonalizacao: 'PROGRESSAO',
    situacao: 'ATIVA',
    incluidaHa: 90,
    texto:
      '<p>O(A) {cargoResponsavel}, no uso de suas atribuições, considerando o cumprimento do interstício e a avaliação de ' +
      'desempenho satisfatória no período de {periodo},</p><p><strong>RESOLVE</strong> conceder ao(à) servidor(a) <strong>{nome}</strong>, ' +
      'MASP {masp}, ocupante do cargo de {cargo} da carreira de {carreira}, em exercício na {instituicao}, progressão para o grau ' +
      `<strong>{grau}</strong> do nível {nivel}, com efeitos a partir de {dataVigencia}.</p><p>Belo Horizonte, {dataAtual}.</p>${ASSINATURA}`,
  },
  {
    titulo: 'Ato de promoção na carreira',
    tipoPersonalizacao: 'PROMOCAO',
    situacao: 'ATIVA',
    incluidaHa: 88,
    texto:
      '<p>O(A) {cargoResponsavel}, no uso de suas atribuições, considerando a escolaridade adicional comprovada e o ' +
      'cumprimento dos requisitos de tempo e de avaliação de desempenho,</p><p><strong>RESOLVE</strong> promover o(a) servidor(a) ' +
      '<strong>{nome}</strong>, MASP {masp}, ocupante do cargo de {cargo}, para o nível <strong>{nivel}</strong>, grau {grau}, ' +
      `da carreira de {carreira}, com efeitos a partir de {dataVigencia}.</p><p>Belo Horizonte, {dataAtual}.</p>${ASSINATURA}`,
  },
  {
    titulo: 'Certidão de tempo de serviço',
    tipoPersonalizacao: 'CERTIDAO_TEMPO_SERVICO',
    situacao: 'ATIVA',
    incluidaHa: 60,
    texto:
      '<h3>CERTIDÃO DE TEMPO DE SERVIÇO</h3><p>CERTIFICO, para os devidos fins, que <strong>{nome}</strong>, CPF {cpf}, MASP {masp}, ' +
      'admitido(a) em {dataAdmissao} no cargo de {cargo}, lotado(a) na {lotacao}, conta, no período de {periodo}, ' +
      '<strong>{tempoServico}</strong> de efetivo exercício, apurados à vista dos assentamentos funcionais, descontados os afastamentos ' +
      'e as faltas que não contam como exercício.</p><p>Nada mais havendo a certificar, lavro a presente certidão.</p>' +
      `<p>Belo Horizonte, {dataAtual}.</p>${ASSINATURA}`,
  },
  {
    titulo: 'Averbação de tempo de contribuição',
    tipoPersonalizacao: 'AVERBACAO_TEMPO',
    situacao: 'ATIVA',
    incluidaHa: 45,
    texto:
      '<p>O(A) {cargoResponsavel}, à vista da certidão de tempo de contribuição apresentada,</p><p><strong>RESOLVE</strong> ' +
      'averbar, em favor do(a) servidor(a) <strong>{nome}</strong>, MASP {masp}, ocupante do cargo de {cargo}, <strong>{tempoServico}</strong> ' +
      'de tempo de contribuição prestado no período de {periodo}, para fins de aposentadoria e disponibilidade.</p>' +
      `<p>Publicação: {numeroAto}, de {dataPublicacao}.</p><p>Belo Horizonte, {dataAtual}.</p>${ASSINATURA}`,
  },
  {
    titulo: 'Concessão de adicional por tempo de serviço (quinquênio)',
    tipoPersonalizacao: 'ADICIONAL_TEMPO_SERVICO',
    situacao: 'ATIVA',
    incluidaHa: 30,
    texto:
      '<p>O(A) {cargoResponsavel}, no uso de suas atribuições,</p><p><strong>RESOLVE</strong> conceder ao(à) servidor(a) ' +
      '<strong>{nome}</strong>, MASP {masp}, ocupante do cargo de {cargo}, em exercício na {instituicao}, o adicional por tempo de serviço ' +
      'correspondente a mais um quinquênio de efetivo exercício, completado em {dataVigencia}, com {tempoServico} apurados.</p>' +
      `<p>Belo Horizonte, {dataAtual}.</p>${ASSINATURA}`,
  },
  {
    titulo: 'Ato de progressão na carreira (modelo anterior)',
    tipoPersonalizacao: 'PROGRESSAO',
    situacao: 'INATIVA',
    incluidaHa: 400,
    texto:
      '<p>Fica concedida ao(à) servidor(a) {nome}, MASP {masp}, ocupante do cargo de {cargo}, progressão para o grau {grau} do nível ' +
      `{nivel}, a partir de {dataVigencia}.</p>${ASSINATURA}`,
  },
];

/** Inserts the demo laudas of SEPLAG with their audit rows, unless table lauda already has rows. */
export async function seedLaudas(db: Db): Promise<void> {
  const ja = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lauda');
  if (ja.rows[0].n > 0) return;
  // A database without the demo users (never the case of seedIfEmpty) has no one to author them.
  const ana = await db.query('SELECT 1 FROM usuario WHERE cpf = $1', [ANA.cpf]);
  if (!ana.rows.length) return;
  for (const l of LAUDAS_SEED) {
    const {
      rows: [{ id, criado_em: criadoEm }],
    } = await db.query<{ id: number; criado_em: Date }>(
      `INSERT INTO lauda (unidade_codigo, titulo, tipo_personalizacao, texto, situacao, versao, criado_por, criado_em, atualizado_por, atualizado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (${HOJE_SQL} - $8::int + time '10:00') AT TIME ZONE 'America/Sao_Paulo', $7,
               (${HOJE_SQL} - $8::int + $9::int + time '10:00') AT TIME ZONE 'America/Sao_Paulo')
       RETURNING id, criado_em`,
      [
        ANA.unidade,
        l.titulo,
        l.tipoPersonalizacao,
        l.texto,
        l.situacao,
        l.situacao === 'ATIVA' ? 1 : 2,
        ANA.cpf,
        l.incluidaHa,
        l.situacao === 'ATIVA' ? 0 : 30,
      ],
    );
    const quem = { cpf: ANA.cpf, unidade: ANA.unidade, entidade: 'lauda', registroId: id };
    await insertAuditRow(db, {
      ...quem,
      em: criadoEm,
      endpoint: 'lauda.incluirLauda',
      alteracoes: {
        unidade: { de: null, para: ANA.unidade },
        titulo: { de: null, para: l.titulo },
        tipoPersonalizacao: { de: null, para: l.tipoPersonalizacao },
        texto: { de: null, para: l.texto },
        situacao: { de: null, para: 'ATIVA' },
        versao: { de: null, para: 1 },
      },
    });
    if (l.situacao === 'INATIVA')
      await insertAuditRow(db, {
        ...quem,
        em: new Date(criadoEm.getTime() + 30 * 864e5),
        endpoint: 'lauda.inativarLauda',
        alteracoes: { situacao: { de: 'ATIVA', para: 'INATIVA' } },
      });
  }
}
