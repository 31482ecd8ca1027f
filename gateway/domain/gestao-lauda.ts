/**
 * Gestão de laudas (migration 023; rules in docs/GESTAO-TEMPO.md "Gestão de laudas"): the
 * generation of a lauda from a model (table `lauda`, migration 013) as a background job with
 * progress, the filling of the model's placeholders with a servant's data, and the PDF.
 *
 * Who is in a generated lauda: every servant of the institution (and regional, when one is chosen)
 * whose movement of the lauda's nature (progressão or promoção) is VALIDADA in the progression table
 * (`progressao_servidor`, the one source of 'apto') and is not yet in another generated lauda (a
 * validated movement is published once: unique index on lauda_gerada_servidor.progressao_id).
 *
 * The job (gestao-lauda-geracao.ts): `gerarGestaoLauda` inserts the row PENDENTE (with its total)
 * inside its write() and wakes the job runner, which copies the servants in batches (`copiarLote`).
 */
import PDFDocument from 'pdfkit';
import type { Db } from '../db/types.ts';
import { formatCpf } from '../lib/cpf.ts';
import { dataBRDoDia } from '../lib/text.ts';
import { dataExercicio } from '../servidores/index.ts';
import { MESES } from '../../core/meses.ts';

export const NATUREZAS = [
  { codigo: 'PROGRESSAO', descricao: 'Progressão' },
  { codigo: 'PROMOCAO', descricao: 'Promoção' },
] as const;
export const NATUREZA_DESCRICAO: Record<string, string> = { PROGRESSAO: 'Progressão', PROMOCAO: 'Promoção' };

/**
 * The movements a generated lauda `g` (alias of lauda_gerada) may include (alias p of
 * progressao_servidor): same institution, regional when chosen, same nature, VALIDADA, in no
 * generated lauda yet.
 */
export const ELEGIVEIS = `p.instituicao_codigo = g.instituicao_codigo AND (g.regional IS NULL OR p.regional = g.regional)
  AND p.tipo = g.natureza_evolucao AND p.situacao = 'VALIDADA'
  AND NOT EXISTS (SELECT 1 FROM lauda_gerada_servidor x WHERE x.progressao_id = p.id)`;

/** How many movements a lauda with these choices would include now. */
export async function contarElegiveis(
  db: Db,
  c: { instituicao: string; regional: string | null; natureza: string },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM progressao_servidor p, (SELECT $1::text AS instituicao_codigo, $2::text AS regional, $3::text AS natureza_evolucao) g WHERE ${ELEGIVEIS}`,
    [c.instituicao, c.regional, c.natureza],
  );
  return rows[0].n;
}

/**
 * Copies the next batch (at most `limite` movements with id > `depois`, in id order) of lauda `id`
 * into lauda_gerada_servidor; returns how many and the last id copied. Used by the job and the seed.
 */
export async function copiarLote(
  db: Db,
  id: number,
  depois: number,
  limite: number | null,
): Promise<{ n: number; ultimo: number }> {
  const { rows } = await db.query<{ n: number; ultimo: string }>(
    `WITH lote AS (
       SELECT p.id FROM progressao_servidor p JOIN lauda_gerada g ON g.id = $1
        WHERE ${ELEGIVEIS} AND p.id > $2 ORDER BY p.id ${limite === null ? '' : `LIMIT ${Number(limite)}`}
     ), ins AS (
       INSERT INTO lauda_gerada_servidor (lauda_gerada_id, progressao_id, servidor_id, nome, nome_busca, nome_social, masp, cpf, cargo, carreira,
         regional, nivel_anterior, grau_anterior, nivel, grau, data_admissao, data_vigencia, periodo_inicio, periodo_fim, numero_ato, data_publicacao)
       SELECT $1, p.id, p.servidor_id, s.nome, s.nome_busca, s.nome_social, s.masp, s.cpf, c.cargo, c.nome,
         p.regional, p.nivel_anterior, p.grau_anterior, p.nivel_novo, p.grau_novo, s.data_admissao, p.data_aquisicao, p.periodo_inicio, p.periodo_fim,
         pub.numero, pub.data_publicacao
         FROM lote JOIN progressao_servidor p ON p.id = lote.id JOIN servidor s ON s.id = p.servidor_id JOIN carreira c ON c.codigo = p.carreira_codigo
         LEFT JOIN LATERAL (SELECT x.numero, x.data_publicacao FROM publicacao_progressao x
                             WHERE x.progressao_id = p.id AND x.tipo = 'PRINCIPAL' ORDER BY x.data_publicacao, x.id LIMIT 1) pub ON true
       RETURNING progressao_id
     )
     SELECT count(*)::int AS n, coalesce(max(progressao_id), 0)::text AS ultimo FROM ins`,
    [id, depois],
  );
  return { n: rows[0].n, ultimo: Number(rows[0].ultimo) };
}

/* ---------------------------------------------------------------- the document */

/** 'AAAA-MM-DD' → '23 de novembro de 2026'. */
export const porExtenso = (iso: string): string =>
  `${Number(iso.slice(8, 10))} de ${MESES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/** Years, months and days from `de` to `ate` (ISO dates), as an act writes them. */
export function tempoEntre(de: string, ate: string): string {
  const a = new Date(`${de}T00:00:00Z`);
  const b = new Date(`${ate}T00:00:00Z`);
  let anos = b.getUTCFullYear() - a.getUTCFullYear();
  let meses = b.getUTCMonth() - a.getUTCMonth();
  let dias = b.getUTCDate() - a.getUTCDate();
  if (dias < 0) {
    meses--;
    dias += new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), 0)).getUTCDate();
  }
  if (meses < 0) {
    anos--;
    meses += 12;
  }
  const p = (n: number, s: string, pl: string) => `${n} ${n === 1 ? s : pl}`;
  return `${p(Math.max(anos, 0), 'ano', 'anos')}, ${p(Math.max(meses, 0), 'mês', 'meses')} e ${p(Math.max(dias, 0), 'dia', 'dias')}`;
}

/** One servant of a generated lauda, as the document fills it (ISO dates). */
export interface ServidorLauda {
  servidorId: number;
  nome: string;
  nomeSocial: string | null;
  masp: string;
  cpf: string;
  cargo: string;
  carreira: string;
  regional: string;
  nivel: string;
  grau: string;
  dataAdmissao: string;
  dataVigencia: string;
  periodoInicio: string;
  periodoFim: string;
  numeroAto: string | null;
  dataPublicacao: string | null;
}

/** The generated lauda's own data the placeholders use. */
export interface CabecalhoLauda {
  instituicao: string;
  responsavel: string;
  cargoResponsavel: string;
  /** ISO date of the generation. */
  geradaEm: string;
  /** 'Lauda nº 12/2026': the act's number when the movement has no publication yet. */
  numero: string;
}

/** The value of every placeholder of MARCADORES (routes/handlers/laudas.ts) for one servant. */
export function valores(c: CabecalhoLauda, s: ServidorLauda): Record<string, string> {
  return {
    nome: s.nome,
    nomeSocial: s.nomeSocial || s.nome,
    masp: s.masp,
    cpf: formatCpf(s.cpf),
    cargo: s.cargo,
    carreira: s.carreira,
    nivel: s.nivel,
    grau: s.grau,
    instituicao: c.instituicao,
    lotacao: s.regional,
    dataAdmissao: dataBRDoDia(s.dataAdmissao),
    dataVigencia: dataBRDoDia(s.dataVigencia),
    // Service counts from the entry into exercise, as in FIPA's certificate (docs/FIPA.md).
    tempoServico: tempoEntre(dataExercicio({ id: s.servidorId, dataAdmissao: s.dataAdmissao }), s.dataVigencia),
    periodo: `${dataBRDoDia(s.periodoInicio)} a ${dataBRDoDia(s.periodoFim)}`,
    numeroAto: s.numeroAto ?? c.numero,
    dataPublicacao: dataBRDoDia(s.dataPublicacao ?? c.geradaEm),
    responsavel: c.responsavel,
    cargoResponsavel: c.cargoResponsavel,
    dataAtual: porExtenso(c.geradaEm),
  };
}

const escaparHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The model's (sanitised) HTML with each {marcador} replaced by the servant's value, escaped. */
export function preencherHtml(texto: string, v: Record<string, string>): string {
  return texto.replace(/\{([A-Za-z]+)\}/g, (m, k: string) => (Object.hasOwn(v, k) ? escaparHtml(v[k]) : m));
}

/** Paragraphs of plain text of a model's HTML (for the PDF): <p>, <h*>, <br>, <li> break lines; tags dropped. */
export function paragrafos(html: string): { texto: string; titulo: boolean }[] {
  const out: { texto: string; titulo: boolean }[] = [];
  const blocos = html.split(/<\/(?:p|h[1-6]|li|div)>/i);
  for (const b of blocos) {
    const titulo = /<h[1-6][^>]*>/i.test(b);
    const t = b
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/[ \t]+/g, ' ')
      .trim();
    if (t) out.push({ texto: t, titulo });
  }
  return out;
}

export interface LaudaPdf {
  titulo: string;
  numero: string;
  instituicao: string;
  regional: string;
  naturezaDescricao: string;
  legislacao: string;
  cabecalho: CabecalhoLauda;
  textoModelo: string;
  /** The servants, in the document's order (by name); pulled in pages so 20,000 never sit in memory at once. */
  servidores: AsyncIterable<ServidorLauda>;
}

/** The generated lauda as a PDF: a cover with its data, then one act per servant (the model filled in). */
export async function laudaPdf(l: LaudaPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 56,
    info: { Title: `${l.titulo} — ${l.numero}`, Author: 'Portal RH' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(13).text('Governo do Estado de Minas Gerais', { align: 'center' });
  doc.font('Helvetica').fontSize(11).text(l.instituicao, { align: 'center' }).moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(`${l.titulo} — ${l.numero}`, { align: 'center' }).moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Natureza da evolução: ${l.naturezaDescricao}`);
  doc.text(`Regional: ${l.regional}`);
  doc.text(`Legislação: ${l.legislacao}`);
  doc.text(`Responsável pela assinatura: ${l.cabecalho.responsavel} — ${l.cabecalho.cargoResponsavel}`);
  doc.text(`Gerada em: ${dataBRDoDia(l.cabecalho.geradaEm)}`);
  let n = 0;
  for await (const s of l.servidores) {
    n++;
    if (n === 1) doc.moveDown();
    else doc.moveDown(1.5);
    if (doc.y > doc.page.height - 220) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).text(`${n}. ${s.nome} — MASP ${s.masp}`);
    doc.moveDown(0.3);
    for (const p of paragrafos(preencherHtml(l.textoModelo, valores(l.cabecalho, s)))) {
      doc
        .font(p.titulo ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(p.titulo ? 11 : 10)
        .text(p.texto, { align: p.titulo ? 'center' : 'justify' });
      doc.moveDown(0.4);
    }
  }
  if (!n) doc.moveDown().text('Nenhum servidor nesta lauda.');
  doc.end();
  return done;
}
