/**
 * The screens published at run time written back as files (`npm run telas:exportar`,
 * scripts/telas-exportar.ts), so a developer commits them and they become the shipped defaults:
 * each published version at the path of the shipped file it replaces, or at
 * `<area>/<id>.screen.json` (where `screen:new` writes) for a new id — formatted as the
 * repository's screens are (`$schema` first, the author's order of properties, prettier; a
 * replacement in the layout of the file it replaces), so `format:check` and `schemas:check` accept
 * what is written as it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Db } from '../db/types.ts';
import { versoesPublicadas } from '../domain/telas.ts';
import { jsonComEspalhados, objetosEspalhados } from './json-layout.ts';
import { arquivoDaTela, SCREENS_DIR, screenDocuments, type ScreenDocument } from '../screens.ts';

/** The meta-schema as a file under `screens/<area>/` names it. */
export const SCHEMA_DA_TELA = '../../schemas/screen.schema.json';

export interface TelaExportada {
  telaId: string;
  /** The published version's number. */
  numero: number;
  /** Relative to the output folder: `<area>/<file>.screen.json`. */
  arquivo: string;
  /** It replaces a shipped screen of the same id. */
  substitui: boolean;
  /**
   * nova: no file there yet; alterada: a file with another text; igual: the same text already
   * (not written again); conflito: the path is a shipped file of ANOTHER screen (not written).
   */
  estado: 'nova' | 'alterada' | 'igual' | 'conflito';
}

/**
 * A document's text as the repository writes a screen: `$schema` first, then the author's order,
 * prettier's format (2 spaces). `molde`, the text of the file it replaces, gives the layout: the
 * objects that file spreads over several lines stay spread, so its diff shows only what the version
 * changed. Without one (a new screen) every object that fits is on one line, as screen:new writes.
 */
export async function textoDaTela(documento: Record<string, unknown>, molde?: string): Promise<string> {
  const { $schema: _, ...resto } = documento;
  // The whole document always on several lines; the repository's prettier settings for screens/.
  const espalhados = new Set([...(molde ? objetosEspalhados(molde) : []), '']);
  const filepath = join(SCREENS_DIR, 'tela.screen.json');
  const texto = jsonComEspalhados({ $schema: SCHEMA_DA_TELA, ...resto }, espalhados);
  return format(texto, { ...(await resolveConfig(filepath)), filepath });
}

/**
 * Writes every published screen of `db` under `saida` (with `dryRun`, only says what it would
 * write). `shipped`: the screens the paths are taken from (default: the repository's).
 */
export async function exportarTelas(
  db: Db,
  saida: string,
  opcoes: { dryRun?: boolean; shipped?: readonly ScreenDocument[] } = {},
): Promise<TelaExportada[]> {
  const shipped = opcoes.shipped ?? screenDocuments();
  const donos = new Map(shipped.map((s) => [s.file, s.id]));
  const feitas: TelaExportada[] = [];
  for (const v of await versoesPublicadas(db)) {
    const arquivo = arquivoDaTela({ id: v.telaId, area: v.documento.area as string | undefined }, shipped);
    const base = { telaId: v.telaId, numero: v.numero, arquivo, substitui: donos.get(arquivo) === v.telaId };
    const dono = donos.get(arquivo);
    if (dono !== undefined && dono !== v.telaId) {
      feitas.push({ ...base, estado: 'conflito' });
      continue;
    }
    const distribuido = join(SCREENS_DIR, arquivo);
    const molde = base.substitui && existsSync(distribuido) ? readFileSync(distribuido, 'utf8') : undefined;
    const texto = await textoDaTela(v.documento, molde);
    const destino = join(saida, arquivo);
    const atual = existsSync(destino) ? readFileSync(destino, 'utf8') : undefined;
    const estado = atual === undefined ? 'nova' : atual === texto ? 'igual' : 'alterada';
    if (!opcoes.dryRun && estado !== 'igual') {
      mkdirSync(dirname(destino), { recursive: true });
      writeFileSync(destino, texto);
    }
    feitas.push({ ...base, estado });
  }
  return feitas;
}
