/**
 * The gateway checks a screen version before it is submitted, published or restored with the
 * checker of `schemas:check` and the editor (core/screen-check/check-document.ts), over the files
 * this deployment runs: the catalogue, areas.json, papeis.json, the registries' names and the
 * icons (read once per process, as the screens are) and the screens in force — shipped files
 * replaced by the published versions, read from the database at each check, so every instance
 * judges against the same set. One rule is the server's own: the document's menuKey must be a
 * resource the portal already has, since resources and grants come from the files at start-up
 * (security/recursos-sync.ts) and a screen published at run time grants nothing new.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkScreenDocument, type DocumentCheckInput } from '../../core/screen-check/check-document.ts';
import type { KnownScreen } from '../../core/screen-check/check-core.ts';
import { CATALOGUE_DIR } from '../../schemas/catalogue.ts';
import type { Db } from '../db/types.ts';
import type { Critica } from '../lib/envelope.ts';
import { listFiles } from '../lib/list-files.ts';
import { newAjv, registryNames, shippedIcons } from '../lib/screen-check-files.ts';
import { PAPEIS_FILE, SCREENS_DIR, screenDocuments } from '../screens.ts';
import { telasEfetivas, versoesPublicadas } from './telas.ts';

const ROOT = resolve(import.meta.dirname, '../..');

type Entradas = Omit<DocumentCheckInput, 'document' | 'screens'>;
let entradas: Entradas | undefined;

/** The checker's inputs from the files, read and compiled once per process (files change with a deployment). */
function entradasDosArquivos(): Entradas {
  if (entradas) return entradas;
  const lido = (full: string) => {
    const text = readFileSync(full, 'utf8');
    return { file: relative(ROOT, full), read: () => text };
  };
  const screenSchema = JSON.parse(readFileSync(join(ROOT, 'schemas/screen.schema.json'), 'utf8'));
  entradas = {
    screenSchema,
    validateScreen: newAjv().compile(screenSchema),
    endpointFiles: listFiles(CATALOGUE_DIR, '.json').map(lido),
    registryNames: registryNames(ROOT),
    areasFile: lido(join(SCREENS_DIR, 'areas.json')),
    papeisFile: lido(join(SCREENS_DIR, PAPEIS_FILE)),
    icons: shippedIcons(ROOT),
  };
  return entradas;
}

/** A screen of the set in force by its meta, as the checker counts the others. */
function meta(d: Record<string, unknown>, file: string): KnownScreen {
  return {
    file,
    id: String(d.id),
    route: String(d.route),
    menuKey: String(d.menuKey),
    hidden: d.hidden === true,
    kind: typeof d.kind === 'string' ? d.kind : undefined,
  };
}

export const msgMenuKeyDesconhecida = (chave: string): string =>
  `menuKey '${chave}' não é um recurso do portal: use a de uma tela existente ou o recurso de um endpoint do catálogo (um recurso novo pede a tela em screens/ e a concessão em screens/papeis.json).`;

/**
 * What is wrong with `documento` as the published version of its screen, one critique per problem:
 * `campo` is the JSON pointer into the document ('/source/endpoint'; '/' for the whole), as the
 * editor places its messages. Empty when it may be published.
 */
export async function criticasDaTela(db: Db, documento: Record<string, unknown>): Promise<Critica[]> {
  const publicadas = (await versoesPublicadas(db)).map((v) =>
    meta(v.documento, `tela publicada ${v.telaId} (versão ${v.numero})`),
  );
  const arquivos = screenDocuments().map((s) => meta(s as unknown as Record<string, unknown>, `screens/${s.file}`));
  const problemas = checkScreenDocument({
    ...entradasDosArquivos(),
    document: documento,
    screens: telasEfetivas(arquivos, publicadas),
  });
  const criticas = problemas.map((p) => ({ campo: p.pointer || '/', mensagem: p.message }));
  if (typeof documento.menuKey === 'string' && !problemas.some((p) => p.pointer === '/menuKey')) {
    const { rows } = await db.query('SELECT 1 FROM recurso WHERE chave_menu = $1', [documento.menuKey]);
    if (!rows.length) criticas.push({ campo: '/menuKey', mensagem: msgMenuKeyDesconhecida(documento.menuKey) });
  }
  return criticas;
}
