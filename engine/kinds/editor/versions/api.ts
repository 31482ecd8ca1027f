/**
 * The versions of the screens published at run time (docs/ARCHITECTURE.md "Published screens"),
 * headless: reads are queries of the engine's cache (engine/query/queryClients.ts) over the data
 * provider, and each write refreshes them — the list, the detail and, when what is in force
 * changed, the published screens the shell lays over the shipped ones.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { DataProvider } from '../../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../../services/http/envelope.ts';
import { useDataProvider } from '../../../data.tsx';
import { afterWrite, answerOrFail, queryClientFor, settled } from '../../../query/queryClients.ts';
import { publishedKey } from '../../../screens/published.ts';

export type VersionRow = RecordOf<'telas.listaVersoes'>;
export type VersionDetail = RecordOf<'telas.detalheVersao'>;
export type Situacao = VersionRow['situacao'];
/** What every write answers: the version written (a restoration: the new one). */
export type WriteAnswer = RecordOf<'telas.editarRascunho'>;

export const VERSIONS_KEY = 'telas.listaVersoes';
export const DETAIL_KEY = 'telas.detalheVersao';

/** The gateway's largest page: a screen's versions, or the review queue, fit in it. */
const PAGE = 100;

export interface VersionFilter {
  telaId?: string;
  situacao?: Situacao;
}

/** The versions (newest change first) of one screen, one state, or all; [] when there are none. */
export function useVersionList(filter: VersionFilter, enabled = true) {
  const provider = useDataProvider();
  return useQuery(
    {
      queryKey: [VERSIONS_KEY, filter],
      queryFn: async ({ signal }) => {
        const r = answerOrFail(
          await provider({ endpoint: 'telas.listaVersoes', params: { ...filter }, size: PAGE, signal }),
        );
        return r.codigoMensagem === 0 && Array.isArray(r.data) ? (r.data as VersionRow[]) : [];
      },
      enabled,
    },
    queryClientFor(provider),
  );
}

const detailQuery = (provider: DataProvider, id: number) => ({
  queryKey: [DETAIL_KEY, id],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    answerOrFail(await provider({ endpoint: 'telas.detalheVersao', params: { id }, signal })),
});

/** One version with its document (undefined id: nothing asked); asked again every `followMs` when given. */
export function useVersionDetail(id: number | undefined, followMs?: number) {
  const provider = useDataProvider();
  return useQuery(
    { ...detailQuery(provider, id ?? 0), enabled: id !== undefined, refetchInterval: followMs ?? false },
    queryClientFor(provider),
  );
}

/** One version with its document, through the cache, answered as a call is (a failure's own result). */
export function loadVersion(provider: DataProvider, id: number): Promise<CallResult<VersionDetail>> {
  return settled(queryClientFor(provider).fetchQuery(detailQuery(provider, id))) as Promise<CallResult<VersionDetail>>;
}

/** After a write that succeeded: the versions asked again; `inForce` — the published screens too. */
export function refreshVersions(provider: DataProvider, inForce = false): void {
  afterWrite(provider);
  const client = queryClientFor(provider);
  void client.invalidateQueries({ queryKey: [VERSIONS_KEY] });
  void client.invalidateQueries({ queryKey: [DETAIL_KEY] });
  if (inForce) void client.invalidateQueries({ queryKey: publishedKey });
}

type WriteName =
  | 'telas.incluirRascunho'
  | 'telas.editarRascunho'
  | 'telas.submeterVersao'
  | 'telas.publicarVersao'
  | 'telas.devolverVersao'
  | 'telas.retirarVersao'
  | 'telas.restaurarVersao';

/** The writes that change which document is in force. */
const IN_FORCE: ReadonlySet<WriteName> = new Set([
  'telas.publicarVersao',
  'telas.retirarVersao',
  'telas.restaurarVersao',
]);

/** A write of a version; on success the lists are refreshed. */
export async function writeVersion(
  provider: DataProvider,
  endpoint: WriteName,
  params: Record<string, unknown>,
): Promise<CallResult<WriteAnswer>> {
  const r = (await provider({ endpoint, params })) as CallResult<WriteAnswer>;
  if (r.codigoMensagem === 0) refreshVersions(provider, IN_FORCE.has(endpoint));
  return r;
}

/** The portal's words for each state, and the colour of its tag. */
export const SITUACAO: Record<Situacao, { label: string; intent: 'none' | 'primary' | 'success' | 'warning' }> = {
  RASCUNHO: { label: 'Rascunho', intent: 'none' },
  EM_REVISAO: { label: 'Em revisão', intent: 'primary' },
  PUBLICADA: { label: 'Publicada', intent: 'success' },
  RETIRADA: { label: 'Retirada', intent: 'warning' },
};

type Permitted = readonly string[] | null | undefined;
const grants = (permitted: Permitted, resource: string): boolean => (permitted ?? []).includes(resource);

/** Administrators publish, return, withdraw and restore: the resource those endpoints declare. */
export const PUBLISH_RESOURCE = 'publicacao-telas';
export const canPublish = (permitted: Permitted): boolean => grants(permitted, PUBLISH_RESOURCE);

/** Who reads a version's audit trail: the catalogue's resource of auditoria.historico. */
export const AUDIT_RESOURCE = 'auditoria';
export const canReadHistory = (permitted: Permitted): boolean => grants(permitted, AUDIT_RESOURCE);

/** A version's document as the editor shows it. */
export const documentText = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;
