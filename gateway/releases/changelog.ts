/**
 * The portal's release notes: `CHANGELOG.md` at the repository root, one entry per version, newest
 * first — `## [x.y.z] - AAAA-MM-DD Name` then its sections. Parsed once per process; each entry's
 * Markdown becomes HTML with `marked` and then goes through the notices' sanitiser (the allow-list
 * of gateway/routes/handlers/avisos.ts), so what the releases page shows is safe whatever the file
 * holds. This reference back end plays the GitLab releases API the real portal reads
 * (`/gitlab/projects/v1`), with the portal itself as its only project.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { sanitizarTexto } from '../lib/rich-text.ts';

export interface Release {
  /** 'v0.5.0' — the tag a release is asked for by. */
  tagName: string;
  versao: string;
  nome: string;
  /** DD/MM/AAAA. */
  data: string;
  /** The entry's first section items as plain text, for the list ('Novidades: …'). */
  resumo: string;
  /** The entry as sanitised HTML. */
  notas: string;
}

export const CHANGELOG = join(import.meta.dirname, '../../CHANGELOG.md');
const CABECALHO = /^## \[(\d+\.\d+\.\d+)\] - (\d{4})-(\d{2})-(\d{2})(?: (.+))?$/;

/** The releases of a changelog text, in the file's order (newest first). A malformed heading throws. */
export function parseChangelog(texto: string): Release[] {
  const releases: Release[] = [];
  let atual: { cab: RegExpExecArray; linhas: string[] } | undefined;
  const fechar = () => {
    if (!atual) return;
    const [, versao, ano, mes, dia, nome] = atual.cab;
    const md = atual.linhas.join('\n').trim();
    const itens = [...md.matchAll(/^- (.+)$/gm)].map((m) => m[1].replace(/\*\*|`/g, ''));
    releases.push({
      tagName: `v${versao}`,
      versao,
      nome: nome?.trim() || `Versão ${versao}`,
      data: `${dia}/${mes}/${ano}`,
      resumo: itens.length ? (itens[0].length > 160 ? `${itens[0].slice(0, 157)}…` : itens[0]) : '',
      notas: sanitizarTexto(marked.parse(md, { async: false, gfm: true })),
    });
  };
  for (const linha of texto.split(/\r?\n/)) {
    if (linha.startsWith('## ')) {
      fechar();
      const cab = CABECALHO.exec(linha);
      if (!cab)
        throw new Error(`CHANGELOG.md: cabeçalho de versão fora do padrão '## [x.y.z] - AAAA-MM-DD Nome': ${linha}`);
      atual = { cab, linhas: [] };
    } else if (atual) atual.linhas.push(linha);
  }
  fechar();
  return releases;
}

let cache: Release[] | undefined;

/** The repository's releases, read once per process. */
export function releases(): Release[] {
  cache ??= parseChangelog(readFileSync(CHANGELOG, 'utf8'));
  return cache;
}
