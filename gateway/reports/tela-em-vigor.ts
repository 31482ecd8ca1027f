/**
 * The screens a report is made from: the shipped files with, in place of the exporting screen's,
 * its version published at run time (docs/ARCHITECTURE.md "Published screens"), so the export of a
 * published screen has its columns, source query, name and order, as a file's has. At the request
 * the version in force is read from the database by the screen's id — one indexed query, on every
 * instance alike; the job keeps that version (`relatorio_solicitado.tela_versao`), and the worker
 * makes the file from it, whatever was published or withdrawn in between.
 */
import type { Db } from '../db/types.ts';
import { telasEfetivas, versoesPublicadas } from '../domain/telas.ts';
import { arquivoDaTela, screenDocuments, type ScreenDocument } from '../screens.ts';

export interface TelasDoRelatorio {
  /** The version of the exporting screen in force (tela_versao.id); null: its shipped file. */
  versao: number | null;
  screens: ScreenDocument[];
}

/** The shipped screens with each of `documentos` (versions') in place of the file of its id. */
function comVersoes(documentos: Record<string, unknown>[]): ScreenDocument[] {
  const shipped = screenDocuments();
  if (!documentos.length) return shipped;
  const docs = documentos as unknown as Omit<ScreenDocument, 'file'>[];
  return telasEfetivas(
    shipped,
    docs.map((d) => ({ ...d, file: arquivoDaTela(d, shipped) })),
  );
}

/** At the request: the published version of screen `tela`, read now, else the shipped files. */
export async function telasEmVigor(db: Db, tela: string): Promise<TelasDoRelatorio> {
  const { rows } = await db.query<{ id: number; documento: Record<string, unknown> }>(
    `SELECT id, documento FROM tela_versao WHERE tela_id = $1 AND situacao = 'PUBLICADA'`,
    [tela],
  );
  return { versao: rows[0]?.id ?? null, screens: comVersoes(rows.map((r) => r.documento)) };
}

/** At generation: the screens as the request found them (the version the job kept, if any). */
export async function telasDoPedido(db: Db, versao: number | null | undefined): Promise<ScreenDocument[]> {
  if (versao == null) return screenDocuments();
  const { rows } = await db.query<{ documento: Record<string, unknown> }>(
    `SELECT documento FROM tela_versao WHERE id = $1`,
    [versao],
  );
  return comVersoes(rows.map((r) => r.documento));
}

/** Every screen in force now (the report names 'Meus relatórios' offers come from all of them). */
export async function todasEmVigor(db: Db): Promise<ScreenDocument[]> {
  return comVersoes((await versoesPublicadas(db)).map((v) => v.documento));
}
