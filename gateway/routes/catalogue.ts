/**
 * Serves the endpoint catalogue (`schemas/endpoints/*.json`): each endpoint is registered on its
 * destination's gateway with request validation, token/role enforcement and the handler of the
 * same name. A catalogued endpoint without a handler stops the start-up, so the catalogue and the
 * gateway cannot drift apart silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESTINOS, type Destino } from '../config.ts';
import type { Db } from '../db/types.ts';
import { authPreHandler } from '../lib/auth.ts';
import { type Answer, badRequest, unauthorized } from '../lib/envelope.ts';
import { compileRequest, createAjv, pagingKeys, toCriticas, type Paging } from '../lib/validation.ts';
import type { AccessTokens } from '../security/access-token.ts';
import type { Handler, PagingInput } from './types.ts';

/**
 * What a handler of a `binary` endpoint returns on success: an Answer carrying the file, so the
 * handler contract stays one type and failures (403, code 2 …) remain ordinary envelopes.
 */
export interface FileAnswer extends Answer {
  file: { body: Buffer; filename: string; contentType: string };
}

export const CATALOGUE_DIR = join(import.meta.dirname, '../../schemas/endpoints');

export interface Endpoint {
  name: string;
  destino?: Destino;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  paging: Paging;
  resource: string;
  sortable?: string[];
  /** The answer is a file (see FileAnswer), not an envelope; errors are still envelopes. */
  binary?: boolean;
  request?: Record<string, unknown>;
  response?: Record<string, unknown>;
}

export function loadCatalogue(dir = CATALOGUE_DIR): Endpoint[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { endpoints: Endpoint[] }).endpoints);
}

/** '/dadosPessoais/{id}' → '/dadosPessoais/:id'. */
export const toRoutePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function registerCatalogue(
  app: FastifyInstance,
  deps: { db: Db; tokens: AccessTokens },
  handlers: Record<string, Handler>,
  endpoints: Endpoint[] = loadCatalogue(),
) {
  const missing = endpoints.filter((e) => !handlers[e.name]).map((e) => e.name);
  if (missing.length) throw new Error(`Endpoints do catálogo sem handler no gateway: ${missing.join(', ')}`);
  const ajv = createAjv();

  for (const ep of endpoints) {
    const destino = ep.destino ?? 'EXAME';
    const validate = compileRequest(ajv, ep);
    const keys = pagingKeys(ep.paging);
    const handler = handlers[ep.name];
    const first = ep.paging === 'zero-based' ? 0 : 1;

    app.route({
      method: ep.method,
      url: DESTINOS[destino] + toRoutePath(ep.path),
      preHandler: authPreHandler(deps, destino, ep.resource),
      handler: async (req: FastifyRequest, reply) => {
        const source = ep.method === 'GET' || ep.method === 'DELETE' ? req.query : req.body;
        const data: Record<string, unknown> = {
          ...(source && typeof source === 'object' ? (source as Record<string, unknown>) : {}),
          ...(req.params as Record<string, unknown>),
        };
        // The session token id rides along every call (spec §7); it is transport, not a filter,
        // and must name the same session the access token was issued for.
        const tokenSSCId = data.tokenSSCId ?? req.headers.tokensscid;
        delete data.tokenSSCId;
        if (tokenSSCId !== undefined && req.auth && tokenSSCId !== req.auth.sid) {
          const a = unauthorized('Token de sessão não corresponde ao token de acesso.');
          return reply.code(a.status).send(a.body);
        }
        if (!validate(data)) {
          const a = badRequest(toCriticas(validate.errors));
          return reply.code(a.status).send(a.body);
        }
        let paging: PagingInput | undefined;
        if (ep.paging !== 'none') {
          const page = data[keys.page] as number;
          const size = data[keys.size] as number;
          const orders = String(data[keys.order]).split('~') as ('ASC' | 'DESC')[];
          paging = { page, size, offset: (page - first) * size, sort: data[keys.sort] as string | undefined, order: orders[0], orders };
          for (const k of Object.values(keys)) delete data[k];
        }
        const a = await handler({ db: deps.db, auth: req.auth, input: data, paging });
        const file = ep.binary ? (a as Partial<FileAnswer>).file : undefined;
        if (file) {
          return reply
            .code(a.status)
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .send(file.body);
        }
        return reply.code(a.status).send(a.body);
      },
    });
  }
}
