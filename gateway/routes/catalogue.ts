/**
 * Serves the endpoint catalogue (`schemas/endpoints/*.json`): each endpoint is registered on its
 * destination's gateway with request validation, token/role enforcement and the handler of the
 * same name. A catalogued endpoint without a handler stops the start-up, so the catalogue and the
 * gateway cannot drift apart silently.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import type { RegistroAcessos } from '../acessos/registro.ts';
import { DESTINOS, type Destino } from '../config.ts';
import type { Db } from '../db/types.ts';
import { authPreHandler } from '../security/auth.ts';
import {
  badRequest,
  forbidden,
  noResult,
  unauthorized,
  type Answer,
  type BareAnswer,
  type FileAnswer,
} from '../lib/envelope.ts';
import { multipartError } from '../lib/errors.ts';
import { markUpload } from '../db/pedido-abortado.ts';
import { contentDisposition } from '../lib/content-disposition.ts';
import { arrayProperties, MSG_NAO_MULTIPART, readMultipart, semArquivos } from '../lib/multipart.ts';
import { MAX_UPLOAD_BYTES, verificarArquivos, type ArquivoRecebido } from '../lib/upload.ts';
import { compileRequest, createAjv, pagingKeys, toCriticas } from '../lib/validation.ts';
import { MSG_UNIDADE_OUTRA } from '../lib/unit-scope.ts';
import type { Ajv, ValidateFunction } from 'ajv';
import type { AccessTokens } from '../lib/access-token.ts';
import type { LimiteAnonimo } from '../security/limite-taxa.ts';
import { declaredWriteErrors, withDeclaredWrite } from './declared-write.ts';
import type { AnyHandler } from '../contract/handler.ts';
import type { PagingInput } from '../lib/sql-paging.ts';

/** Sees each envelope the router sends (tests only: see CreateAppOptions.answerCheck). */
export type AnswerCheck = (endpoint: CatalogueEndpoint, body: unknown) => void;

/**
 * Request validators compiled once per endpoint entry and process: compiling the whole catalogue
 * took ~1.5 s of every app's start, and a process that starts several apps (the tests, one per
 * file) paid it each time. A validator holds no request state beyond its synchronous `errors`.
 */
const validators = new WeakMap<CatalogueEndpoint, ValidateFunction>();
let sharedAjv: Ajv | undefined;
function requestValidator(ep: CatalogueEndpoint, files: string[]): ValidateFunction {
  let v = validators.get(ep);
  if (!v) {
    sharedAjv ??= createAjv();
    // The text fields of an upload are validated like a JSON body; the files are checked apart
    // (lib/upload.ts), so the schema the fields meet is the request without the file properties.
    v = compileRequest(sharedAjv, files.length ? { ...ep, request: semArquivos(ep.request, files) } : ep);
    validators.set(ep, v);
  }
  return v;
}

/** '/dadosPessoais/{id}' → '/dadosPessoais/:id'. */
export const toRoutePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function registerCatalogue(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: AccessTokens;
    limiteAnonimo?: LimiteAnonimo;
    answerCheck?: AnswerCheck;
    /** Told of every successful answer, to log who saw whose personal data. */
    acessos?: Pick<RegistroAcessos, 'resposta'>;
  },
  handlers: Record<string, AnyHandler>,
  endpoints: CatalogueEndpoint[] = catalogue(),
) {
  const missing = endpoints.filter((e) => !handlers[e.name]).map((e) => e.name);
  if (missing.length) throw new Error(`Endpoints do catálogo sem handler no gateway: ${missing.join(', ')}`);
  const badWrites = declaredWriteErrors(endpoints);
  if (badWrites.length) throw new Error(`Escritas declaradas inválidas no catálogo: ${badWrites.join('; ')}`);
  for (const ep of endpoints)
    for (const destino of ep.everyGateway ? (Object.keys(DESTINOS) as Destino[]) : [ep.destino ?? 'EXAME'])
      route(ep, destino);

  function route(ep: CatalogueEndpoint, destino: Destino) {
    const files: string[] = ep.files ?? [];
    const validate = requestValidator(ep, files);
    const requiredFiles = ((ep.request?.required ?? []) as string[]).filter((r) => files.includes(r));
    const arrays = arrayProperties(ep.request);
    const keys = pagingKeys(ep.paging);
    const handler = withDeclaredWrite(ep, handlers[ep.name]);
    const first = ep.paging === 'one-based' ? 1 : 0;
    const ownsTokenId = 'tokenSSCId' in ((ep.request?.properties ?? {}) as object);

    app.route({
      method: ep.method,
      url: DESTINOS[destino] + toRoutePath(ep.path),
      // An upload waits longer for the database from its first statement (the token check too), and
      // a time-limit failure says so (db/pedido-abortado.ts).
      ...(files.length ? { onRequest: async (req: FastifyRequest) => markUpload(req) } : {}),
      preHandler: authPreHandler(deps, destino, ep.resource),
      handler: async (req: FastifyRequest, reply) => {
        // A session or an access token in an answer is never kept by a cache.
        if (ep.resource === 'seguranca') reply.header('cache-control', 'no-store');
        const query = (req.query ?? {}) as Record<string, unknown>;
        let source = ep.method === 'GET' || ep.method === 'DELETE' ? query : req.body;
        let received: ArquivoRecebido[] = [];
        if (files.length) {
          if (!req.isMultipart()) {
            const a = badRequest([{ campo: '(requisição)', mensagem: MSG_NAO_MULTIPART }], MSG_NAO_MULTIPART);
            return reply.code(415).send(a.body);
          }
          // The JSON body limit of the app does not apply to multipart (the plugin streams the raw
          // request); the limit here is the declared files plus that limit as room for the fields.
          const maxBody =
            files.length * MAX_UPLOAD_BYTES + (req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit);
          const read = await readMultipart(req, { files, arrays, maxBody }).catch((err: unknown) => ({
            ok: false as const,
            answer: multipartError(err),
          }));
          if (!read.ok) return reply.code(read.answer.status).send(read.answer.body);
          source = read.campos;
          received = read.arquivos;
        }
        // A POST/PUT takes its values from the body, except the ones the catalogue says travel in
        // the query string (`query`, e.g. cadastrarNovoAviso's codigoUnidadeSSCLogado).
        const fromQuery =
          ep.method === 'GET' || ep.method === 'DELETE'
            ? {}
            : Object.fromEntries((ep.query ?? []).filter((k) => k in query).map((k) => [k, query[k]]));
        const data: Record<string, unknown> = {
          ...(source && typeof source === 'object' ? (source as Record<string, unknown>) : {}),
          ...fromQuery,
          ...(req.params as Record<string, unknown>),
        };
        // The session token id rides along every call (spec §7); it is transport, not a filter,
        // and must name the same session the access token was issued for. Only an endpoint that
        // takes it as its own input (the session fetch's path) validates it with the rest.
        const tokenSSCId = data.tokenSSCId ?? query.tokenSSCId ?? req.headers.tokensscid;
        if (!ownsTokenId) delete data.tokenSSCId;
        if (tokenSSCId !== undefined && req.auth && tokenSSCId !== req.auth.sid) {
          const a = unauthorized('Token de sessão não corresponde ao token de acesso.');
          return reply.code(a.status).send(a.body);
        }
        // Values the portal fills from the session must be the token's own (another unit → 403).
        for (const [key, kind] of Object.entries(ep.session ?? {})) {
          const expected = kind === 'unidade' ? req.auth?.unidade : req.auth?.sub;
          if (data[key] !== undefined && String(data[key]) !== expected) {
            const a = forbidden(kind === 'unidade' ? MSG_UNIDADE_OUTRA : 'O CPF informado não é o do usuário.');
            return reply.code(a.status).send(a.body);
          }
        }
        const uploads = files.length ? verificarArquivos(files, requiredFiles, received) : undefined;
        if (!validate(data)) {
          // An upload with bad fields also names its file problems, so one answer lists them all.
          const a = badRequest([...toCriticas(validate.errors), ...(uploads?.criticas ?? [])]);
          return reply.code(a.status).send(a.body);
        }
        if (uploads) {
          // A file problem alone is the message itself ("O arquivo 'x.pdf' excede …").
          const { arquivos, criticas } = uploads;
          if (criticas.length) {
            const a = badRequest(criticas, criticas.length === 1 ? criticas[0].mensagem : undefined);
            return reply.code(a.status).send(a.body);
          }
          // Added after validation: the files are not part of the schema the fields meet.
          Object.assign(data, arquivos);
        }
        let paging: PagingInput | undefined;
        if (ep.paging !== 'none') {
          const page = data[keys.page] as number;
          const size = data[keys.size] as number;
          const orders = String(data[keys.order]).split('~') as ('ASC' | 'DESC')[];
          paging = {
            page,
            size,
            offset: (page - first) * size,
            sort: data[keys.sort] as string | undefined,
            order: orders[0],
            orders,
          };
          for (const k of Object.values(keys)) delete data[k];
        }
        // Only the token issuer answers bare (contract/handler.ts AnswerOf); the report worker never calls it.
        const r = (await handler({
          db: deps.db,
          endpoint: ep.name,
          auth: req.auth,
          input: data,
          paging,
          endereco: req.ip,
          destino,
          tokenSSCId,
          log: req.log,
        })) as Answer | FileAnswer | BareAnswer;
        if ('bare' in r) {
          deps.answerCheck?.(ep, r.bare);
          return reply.code(r.status).send(r.bare);
        }
        let a = r;
        // Spec: a page with no rows is "no result" (code 2) — also a page past the end of a list
        // that has rows, which the handlers answer as an empty success.
        if (paging && a.body.codigoMensagem === 0 && Array.isArray(a.body.objeto) && a.body.objeto.length === 0)
          a = noResult(a.body.paginacao);
        const file = ep.binary ? (a as Partial<FileAnswer>).file : undefined;
        // Who saw whose data: a declared endpoint's success is queued for the access log.
        deps.acessos?.resposta(ep, req, data, a.body, Boolean(file));
        if (file) {
          reply
            .code(a.status)
            .header('content-type', file.contentType)
            .header('content-disposition', contentDisposition(file.filename));
          if (file.bytes !== undefined) reply.header('content-length', file.bytes);
          return reply.send(file.body);
        }
        deps.answerCheck?.(ep, a.body);
        return reply.code(a.status).send(a.body);
      },
    });
  }
}
