/**
 * Release notes (`/gitlab/projects/v1`): the reference back end answers the GitLab calls of the real
 * deployment from the repository's CHANGELOG.md (gateway/releases/changelog.ts). One project, the
 * portal itself; its releases newest first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noResult, ok } from '../../lib/envelope.ts';
import { paginateItems } from '../list.ts';
import { releases } from '../../releases/changelog.ts';
import { defineHandlers } from '../../contract/handler.ts';

export const PROJETO_PORTAL = 1;
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  description: string;
};

const projeto = () => ({
  id: PROJETO_PORTAL,
  nome: 'Portal RH',
  descricao: pkg.description,
  versaoAtual: releases()[0]?.tagName ?? '',
});

export default defineHandlers({
  'gitlab.projetos': async () => ok([projeto()]),

  'gitlab.releases': async ({ input, paging }) => {
    const lista = Number(input.id) === PROJETO_PORTAL ? releases() : [];
    return paginateItems(
      paging!,
      lista.map((r) => ({
        id: r.tagName,
        projetoId: PROJETO_PORTAL,
        tagName: r.tagName,
        nome: r.nome,
        data: r.data,
        resumo: r.resumo,
      })),
    );
  },

  'gitlab.detalhes': async ({ input }) => {
    const r = Number(input.id) === PROJETO_PORTAL ? releases().find((x) => x.tagName === input.tagName) : undefined;
    if (!r) return noResult();
    return ok({
      id: PROJETO_PORTAL,
      projeto: 'Portal RH',
      tagName: r.tagName,
      nome: r.nome,
      data: r.data,
      notas: r.notas,
    });
  },
});
