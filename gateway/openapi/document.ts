/**
 * The API reference of the reference gateways as an OpenAPI 3.1 document, built from the endpoint
 * catalogue (`schemas/endpoints/*.json`) — the same source the router serves (routes/catalogue.ts),
 * so the document cannot list a route the gateway does not serve or miss one it does (the contract
 * test, openapi.test.ts, checks it against the app as `npm start` assembles it).
 *
 * - One path per endpoint under its destination's gateway prefix (`DESTINOS`), the destination as
 *   the operation's tag, the catalogue name as operationId, its title as summary.
 * - Request: path parameters; the rest of a GET/DELETE's request schema as query parameters; a
 *   POST/PUT's as the JSON body (multipart/form-data when it uploads `files`), except the
 *   properties the catalogue sends in the query string (`query`). Paged endpoints get the paging
 *   keys of their style where the router reads them (lib/validation.ts `withPaging`: page/size/
 *   sort/order or pagina/tamanhoPagina/campoOrdenacao/tipoOrdenacaoAscDesc), the sort key listing
 *   `sortable`.
 * - Response: the envelope (codigoMensagem 0/1/2/4, mensagem, mensagemExibicao, dataServidor,
 *   objeto, paginacao, listaCriticas, hashErro) with `objeto` on success what the catalogue's
 *   `answer` says of the endpoint's record (schemas/answer-schema.ts, the schema the tests and the
 *   conformance kit check answers with); a `binary` endpoint answers the file itself, its failures
 *   still envelopes.
 * - The security service's calls (resource 'seguranca': login, session, token issuer) under their own
 *   tag SEGURANCA; the token issuer, served on every gateway, once per gateway; its success is bare.
 * - Security: the access token as a bearer scheme, except `resource: "public"` (anonymous; those
 *   carry an ALTCHA token instead). `x-resource` names the resource (chaveMenu) a role must grant;
 *   `x-write` is a declared write's record, commands and checks.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { DESTINOS, type Destino } from '../config.ts';
import { OPEN_RESOURCES } from '../screens.ts';
import { semTokenDeAcesso } from '../../core/derive-recursos.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { withPaging } from '../lib/validation.ts';
import {
  answerConditions,
  answerKind,
  CRITICA_SCHEMA,
  ENVELOPE_SCHEMA,
  PAGINACAO_SCHEMA,
} from '../../schemas/answer-schema.ts';

type Obj = Record<string, unknown>;

const DESTINO_DESCRIPTION: Record<Destino, string> = {
  EXAME: 'Gateway EXAME (dados funcionais, relatórios, usuários, avisos).',
  JUSTICA: 'Gateway JUSTIÇA (processos judiciais).',
  SISAPMG: 'Gateway SISAPMG (pesquisa de servidores, dados cadastrais).',
  CONTAGEM_TEMPO: 'Gateway CONTAGEM_TEMPO (gestão do tempo, progressão, gratificação natalina).',
  FIPA: 'Gateway FIPA (FIPA eletrônica).',
};

const COMPONENT_SCHEMAS: Obj = { Envelope: ENVELOPE_SCHEMA, Critica: CRITICA_SCHEMA, Paginacao: PAGINACAO_SCHEMA };

/** The endpoint's envelope: any envelope, with its `objeto` on success as the catalogue says (schemas/answer-schema.ts). */
const envelopeOf = (ep: CatalogueEndpoint): Obj => ({
  allOf: [{ $ref: '#/components/schemas/Envelope' }, ...answerConditions(ep)],
});

/** What a success carries, in the words of the reference (the schema says it exactly). */
const ANSWER_DESCRIPTION: Record<ReturnType<typeof answerKind>, string> = {
  record: 'codigoMensagem 0 com um registro em objeto, ou 2 quando não há resultado.',
  list: 'codigoMensagem 0 com a lista de registros em objeto, ou 2 quando a lista é vazia.',
  page: 'codigoMensagem 0 com a página de registros em objeto e paginacao, ou 2 quando a página não tem registros.',
  none: 'codigoMensagem 0 (objeto null).',
  file: 'O arquivo.',
  bare: 'O registro em si, sem envelope (data.access_token e mensagem); as falhas são envelopes.',
};

const json = (schema: Obj) => ({ 'application/json': { schema } });

/** A security call whose session token id names no open session. */
const SESSAO_ENCERRADA: Obj = {
  description: "Sessão expirada, encerrada ou inexistente: codigoMensagem 1, mensagem 'Token SSC expirado…'.",
  content: json({ $ref: '#/components/schemas/Envelope' }),
};

const FAILURES: Obj = {
  '400': {
    description: 'Requisição inválida: codigoMensagem 4, listaCriticas nomeia cada campo.',
    content: json({ $ref: '#/components/schemas/Envelope' }),
  },
  '401': {
    description: 'Token ausente, inválido ou expirado, ou sessão encerrada (codigoMensagem 1).',
    content: json({ $ref: '#/components/schemas/Envelope' }),
  },
  '403': {
    description:
      'O papel do usuário não concede o recurso, ou a unidade informada não é a do usuário (codigoMensagem 1).',
    content: json({ $ref: '#/components/schemas/Envelope' }),
  },
};

/** Path/query/body split of one endpoint's request, as the router reads it. */
function operation(ep: CatalogueEndpoint, destino: Destino): Obj {
  const schema = withPaging({ request: ep.request, paging: ep.paging, sortable: ep.sortable }) as {
    properties?: Record<string, Obj>;
    required?: string[];
  };
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const inPath = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const bodyless = ep.method === 'GET' || ep.method === 'DELETE';
  // As the router reads them: a GET/DELETE's values (paging keys included) from the query string; a
  // POST/PUT's from the body, except the `query` ones.
  const inQuery = Object.keys(props).filter((k) => !inPath.includes(k) && (bodyless || (ep.query ?? []).includes(k)));
  const session = ep.session ?? {};
  const describe = (k: string) =>
    session[k]
      ? `Preenchido pelo portal a partir da sessão (${session[k] === 'unidade' ? 'unidade selecionada' : 'CPF do usuário'}); o gateway confere.`
      : undefined;
  const parameters: Obj[] = [
    ...inPath.map((k) => ({ name: k, in: 'path', required: true, schema: props[k] ?? { type: 'string' } })),
    ...inQuery.map((k) => {
      const d = describe(k) ?? (props[k].description as string | undefined);
      const array = [props[k].type].flat().includes('array');
      return {
        name: k,
        in: 'query',
        required: required.has(k),
        schema: props[k],
        ...(d ? { description: d } : {}),
        ...(array ? { style: 'form', explode: true } : {}),
      };
    }),
  ];
  // The security service's token issuer authenticates by the session token id, which no request
  // schema lists (it is transport elsewhere): documented where the catalogue says it travels.
  if (ep.resource === 'seguranca' && !('tokenSSCId' in props))
    parameters.push({
      name: 'tokenSSCId',
      in: ep.tokenSSCId === 'header' ? 'header' : 'query',
      required: false,
      schema: { type: 'string' },
      description: 'Id da sessão; aceito também no outro lugar (parâmetro ou cabeçalho tokenSSCId).',
    });
  const op: Obj = {
    // An endpoint served on every gateway has one operation per gateway, each its own id.
    operationId: ep.everyGateway ? `${ep.name}.${destino}` : ep.name,
    ...(ep.title ? { summary: ep.title } : {}),
    ...((ep as { description?: string }).description
      ? { description: (ep as { description?: string }).description }
      : {}),
    tags: [ep.resource === 'seguranca' ? 'SEGURANCA' : destino],
    'x-resource': ep.resource,
    'x-paging': ep.paging,
    ...(ep.sortable?.length ? { 'x-sortable': ep.sortable } : {}),
    // A declared write: the record, the commands and the checks the router runs for it.
    ...(ep.write ? { 'x-write': ep.write } : {}),
    security: semTokenDeAcesso(ep.resource) ? [] : [{ bearer: [] }],
    parameters,
  };
  if (!bodyless) {
    const bodyProps = Object.fromEntries(
      Object.entries(props).filter(([k]) => !inPath.includes(k) && !inQuery.includes(k)),
    );
    const bodyRequired = [...required].filter((k) => k in bodyProps);
    const body: Obj = { ...schema, properties: bodyProps, ...(bodyRequired.length ? { required: bodyRequired } : {}) };
    if (!bodyRequired.length) delete body.required;
    const files = ep.files ?? [];
    op.requestBody = {
      required: bodyRequired.length > 0,
      content: files.length ? { 'multipart/form-data': { schema: body } } : json(body),
    };
  }
  op.responses = {
    '200': ep.binary
      ? {
          description: 'O arquivo (Content-Disposition com o nome); uma falha responde o envelope.',
          content: {
            // The media types the catalogue declares the file may have (a PDF is not an octet-stream).
            ...Object.fromEntries(
              (ep.mediaTypes ?? []).map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
            ),
            ...json({ $ref: '#/components/schemas/Envelope' }),
          },
        }
      : {
          description: ANSWER_DESCRIPTION[answerKind(ep)],
          content: json(answerKind(ep) === 'bare' ? (ep.response as Obj) : envelopeOf(ep)),
        },
    '400': FAILURES['400'],
    ...(ep.resource === 'public'
      ? {}
      : ep.resource === 'seguranca'
        ? { '401': SESSAO_ENCERRADA, '403': FAILURES['403'] }
        : { '401': FAILURES['401'], '403': FAILURES['403'] }),
  };
  return op;
}

export interface OpenApiOptions {
  /** Version of the product (package.json), shown as info.version. */
  version?: string;
  endpoints?: CatalogueEndpoint[];
}

/** The whole document. Operations are sorted by path and method so the output is stable. */
export function buildOpenApi(opts: OpenApiOptions = {}): Obj {
  const endpoints = opts.endpoints ?? catalogue();
  const paths: Record<string, Obj> = {};
  for (const ep of [...endpoints].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
  )) {
    for (const destino of ep.everyGateway ? (Object.keys(DESTINOS) as Destino[]) : [ep.destino ?? 'EXAME']) {
      const url = DESTINOS[destino] + ep.path;
      paths[url] = { ...(paths[url] ?? {}), [ep.method.toLowerCase()]: operation(ep, destino) };
    }
  }
  const used = new Set(endpoints.map((e) => e.destino ?? 'EXAME'));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal RH — gateways de referência',
      version: opts.version ?? '0.0.0',
      description:
        'Gerado do catálogo de endpoints (schemas/endpoints/*.json). Toda resposta é o envelope do gateway; ' +
        'o token de acesso vai em Authorization: Bearer e o id da sessão em tokenSSCId (cabeçalho ou parâmetro). ' +
        `Recursos abertos: ${OPEN_RESOURCES.join(', ')}; os demais exigem que um papel do usuário conceda o recurso (x-resource).`,
    },
    servers: [{ url: '/' }],
    tags: [
      {
        name: 'SEGURANCA',
        description:
          'Serviço de segurança: o login pelo código de autorização, a sessão do tokenSSCId e o token de acesso de cada gateway.',
      },
      ...(Object.keys(DESTINOS) as Destino[])
        .filter((d) => used.has(d))
        .map((d) => ({ name: d, description: `${DESTINO_DESCRIPTION[d]} Prefixo ${DESTINOS[d]}.` })),
    ],
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Token de acesso emitido pelo serviço de segurança (/rest/...).',
        },
      },
    },
  };
}
