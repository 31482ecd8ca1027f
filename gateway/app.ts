/**
 * Builds the whole reference back end on one Fastify instance: database (migrated, seeded when
 * empty), identity provider, security service, the catalogue-driven gateways and the portal.
 * Used by `server.ts` and, in-process, by the tests; `createApp` returns once it listens.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type GatewayConfig } from './config.ts';
import { inMemory } from './db/types.ts';
import { ALTCHA_TOKEN_MAX, createAltcha, registrarAltcha, type AltchaOpcoes } from './captcha/altcha.ts';
import { openDb } from './db/open.ts';
import { comTravaDeInicio } from './db/migrate.ts';
import { syncRecursos } from './security/recursos-sync.ts';
import { seedIfEmpty, type SeedResult } from './seed/seed.ts';
import type { Db, LimitesBanco } from './db/types.ts';
import { createProvider } from './idp/provider.ts';
import type { LimitesLogin } from './idp/login-guard.ts';
import { registerIdp } from './idp/routes.ts';
import { registrarPedidosInterativos } from './lib/ceder.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { opcoesDoLog, registrarLogDeRespostas, type OpcoesLog } from './lib/log.ts';
import { Metricas, type OpcoesMetricas } from './lib/metricas.ts';
import { clientErrorHandler, frameworkErrors } from './lib/protocol-errors.ts';
import { registrarPedidoAbortado, semLimiteDeTempo } from './db/pedido-abortado.ts';
import { MAX_UPLOAD_FIELDS } from './lib/multipart.ts';
import { MAX_UPLOAD_BYTES } from './lib/upload.ts';
import { loadSecrets } from './lib/secrets.ts';
import { opcoesDePrazo } from './lib/prazos.ts';
import { registerPortal, type PortalFallback } from './portal.ts';
import { startJobs, type JobOptions } from './jobs.ts';
import type { JobRunner } from './lib/jobs/runner.ts';
import { registerCatalogue, type AnswerCheck } from './routes/catalogue.ts';
import { appHandlers, HANDLERS } from './routes/handlers/index.ts';
import { AccessTokens } from './lib/access-token.ts';
import { criarLimiteAnonimo, registrarLimiteTaxa, type LimiteTaxa } from './security/limite-taxa.ts';
import { registrarSobrecarga, type OpcoesSobrecarga } from './security/sobrecarga.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerOpenApi } from './openapi/register.ts';
import { RegistroAcessos, type OpcoesRegistro } from './acessos/registro.ts';
import { iniciarExpurgo, type Expurgo } from './acessos/expurgo.ts';

/** How long a stop waits for answers in progress before it cuts the connections left. */
const GRACA_AO_PARAR_MS = 5_000;

export interface CreateAppOptions {
  dataDir?: string;
  port?: number;
  host?: string;
  publicOrigin?: string;
  distDir?: string;
  databaseUrl?: string;
  /** The log (lib/log.ts): false for none (tests), true or options for JSON lines (npm start). */
  logger?: boolean | OpcoesLog;
  /** Servants of the seed on an empty database (default 5,000; tests use fewer). */
  seedSize?: number;
  /** false: build everything but do not listen (tests using `app.inject`). */
  listen?: boolean;
  /**
   * TEST ONLY: a lower difficulty for the ALTCHA proof of work of the anonymous calls
   * (captcha/altcha.ts), so the tests solve challenges in milliseconds. `npm start` (server.ts)
   * never passes it and gets `ALTCHA_PADRAO`.
   */
  altcha?: Partial<AltchaOpcoes>;
  /** Limits of the sign-in against password guessing (idp/login-guard.ts); tests lower them. */
  loginLimites?: Partial<LimitesLogin>;
  /** Anonymous catalogue calls per client address (security/limite-taxa.ts); tests lower it. */
  limiteAnonimo?: Partial<LimiteTaxa>;
  /**
   * TEST ONLY: sees every envelope the catalogue router sends, with its endpoint (the gateway
   * tests check each against the catalogue's answer schema — gateway/testing/contract.ts). `npm start`
   * never passes it, so it pays nothing for the check.
   */
  answerCheck?: AnswerCheck;
  /** Overload thresholds (security/sobrecarga.ts); tests force the state with `saudavel`. */
  sobrecarga?: OpcoesSobrecarga;
  /** Time limits of a statement and the database queue bound (db/types.ts); tests lower them. */
  limitesBanco?: Partial<LimitesBanco>;
  /**
   * TEST ONLY: with an in-memory database, start from this copy of an already seeded one
   * (`db.snapshot()`, or the path of a file holding one), so the gateway tests seed once per run
   * instead of once per file.
   */
  dbSnapshot?: Blob | string;
  /** The access log's batching (acessos/registro.ts); tests shorten or lengthen its interval. */
  acessos?: Omit<OpcoesRegistro, 'log'>;
  /** Prometheus metrics on their own port (port 0: any free one); default METRICS_PORT/METRICS_HOST. */
  metricas?: OpcoesMetricas;
  /** The job runner's intervals and thresholds (gateway/jobs.ts); tests shorten them. */
  jobs?: JobOptions;
  /** How long a request (line, headers, body) may take to arrive (lib/prazos.ts); tests shorten it. */
  prazoRequisicaoMs?: number;
}

export interface GatewayApp {
  app: FastifyInstance;
  db: Db;
  origin: string;
  config: GatewayConfig;
  seed: SeedResult;
  /** The background jobs (reports, bonus recomputations, laudas): `drain(kind?)` runs what waits now (tests). */
  jobs: JobRunner;
  /** The report files' folder ('Meus relatórios'). */
  reports: { dir: string };
  /** The access log of personal data: `gravar()` writes what is queued now (tests). */
  acessos: RegistroAcessos;
  /** Where Prometheus reads the metrics (`http://host:port/metrics`), when they are on. */
  metricas: string | undefined;
  close(): Promise<void>;
}

export async function createApp(opts: CreateAppOptions = {}): Promise<GatewayApp> {
  const config = loadConfig({
    port: opts.port,
    host: opts.host,
    publicOrigin: opts.publicOrigin,
    distDir: opts.distDir,
    databaseUrl: opts.databaseUrl,
    metricas: opts.metricas,
    ...('dataDir' in opts ? { dataDir: opts.dataDir } : {}),
  });
  const limitesBanco = { ...config.limitesBanco, ...opts.limitesBanco };
  const banco = await openDb({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    from: opts.dbSnapshot,
    limites: limitesBanco,
  });
  // With metrics on, every statement of the app is timed (lib/metricas.ts).
  const metricas = config.metricas ? new Metricas(banco, config.metricas) : undefined;
  const db = metricas ? metricas.medir(banco) : banco;
  let app: FastifyInstance | undefined;
  let stopJobs: (() => Promise<void>) | undefined;
  let acessos: RegistroAcessos | undefined;
  let expurgo: Expurgo | undefined;
  try {
    // Instances starting together on one PostgreSQL take turns here (db/migrate.ts).
    // Seeding and syncing at start are maintenance: no statement time limit (db/pedido-abortado.ts).
    const seed = await semLimiteDeTempo(() =>
      comTravaDeInicio(db, async () => {
        const s = await seedIfEmpty(db, { servidores: opts.seedSize });
        // Resources and grants follow the screen documents and screens/papeis.json on every start.
        await syncRecursos(db);
        return s;
      }),
    );
    // On PostgreSQL the keys are in the database, shared by every instance (lib/secrets.ts).
    const secrets = await loadSecrets(inMemory(config.dataDir) ? undefined : config.dataDir, db);
    const tokens = new AccessTokens(secrets.accessTokenSecret);
    registrarAltcha(db, createAltcha(secrets.accessTokenSecret, opts.altcha));
    // Served over https behind the proxy: its X-Forwarded-* are trusted and HTTPS is pinned (HSTS).
    const https = config.publicOrigin.startsWith('https:');

    app = Fastify({
      ...(opts.logger ? opcoesDoLog(opts.logger === true ? {} : opts.logger) : { logger: false }),
      trustProxy: https,
      bodyLimit: 1024 * 1024,
      ...opcoesDePrazo(opts.prazoRequisicaoMs, limitesBanco),
      // The ALTCHA token of the anonymous GET calls travels as a path segment (about 700
      // characters); the router's default limit (100) would answer 414 before any check.
      routerOptions: { maxParamLength: ALTCHA_TOKEN_MAX },
      // What Node's parser and the router refuse before any hook runs (a 100 kB query string, a
      // path that is not UTF-8) is answered as the envelope too (lib/protocol-errors.ts).
      clientErrorHandler,
      frameworkErrors,
    });
    // The error and not-found handlers come first, before any plugin or route: Fastify fixes a
    // route's error handler when the route is loaded, and registering the static-file plugin
    // loads every route declared before it — a handler set afterwards never reached them, so
    // under `npm start` (portal built) bad bodies and unexpected errors left as Fastify's raw
    // body, PostgreSQL message included. The portal's fallback is only known at the end.
    let portalFallback: PortalFallback = (_req, reply) => reply.code(503).send();
    registerErrorHandlers(app, (req, reply) => portalFallback(req, reply));
    registerSecurityHeaders(app, { https });
    registrarLogDeRespostas(app);
    metricas?.registrarRotas(app);
    // Overload answers a 503 envelope at once instead of queueing (security/sobrecarga.ts).
    // PGlite runs in its own thread: a stuck event loop is overload on both engines; so is a
    // database queue past `maxFila` statements.
    await registrarSobrecarga(app, { filaBanco: db.pendentes, maxFilaBanco: limitesBanco.maxFila, ...opts.sobrecarga });
    // Each request's queries carry its AbortSignal: a client that went away drops them.
    registrarPedidoAbortado(app);
    // Report jobs wait while requests are answered (lib/ceder.ts).
    registrarPedidosInterativos(app);
    // Dynamic answers (JSON of the gateways, index.html) compressed on the fly above 1 KB; before
    // the static plugin, which then sees the asset's precompressed copy (gateway/portal.ts) and
    // this hook leaves it alone. Only compressible types: PDFs, XLSX and images go as they are.
    // Request bodies are never decompressed (no `Content-Encoding` uploads to inflate).
    // Brotli at quality 5, not zlib's default 11: a 2.7 KB search page took 6.4 ms of this one
    // thread's CPU at 11 and 0.07 ms at 5, for 364 bytes instead of 343 — at 11 every browser's
    // call cost more CPU than the query behind it (bench:load sends a browser's header).
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      globalDecompression: false,
    });
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    // multipart/form-data for the catalogue's upload endpoints (`files`). The plugin only marks the
    // request; the router reads the parts with the upload limits (lib/multipart.ts), so the 1 MB JSON
    // bodyLimit above does not cap a 4 MB file, and nothing is parsed for endpoints without files.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, fields: MAX_UPLOAD_FIELDS, files: 1 },
      throwFileSizeLimit: false,
    });

    const provider = createProvider(config, db, secrets);
    provider.on('server_error', (_ctx: unknown, err: Error) =>
      app!.log.error({ err }, 'erro no provedor de identidade'),
    );
    await registrarLimiteTaxa(app, db);
    await registerIdp(app, provider, config, db, opts.loginLimites);
    // Who saw whose data: answers of endpoints declaring personalData, written in batches.
    acessos = new RegistroAcessos(db, { ...opts.acessos, log: app.log });
    expurgo = iniciarExpurgo(db, app.log);
    registerCatalogue(
      app,
      {
        db,
        tokens,
        limiteAnonimo: criarLimiteAnonimo(app, opts.limiteAnonimo),
        answerCheck: opts.answerCheck,
        acessos,
      },
      // Every catalogue name has its handler (the registry checks each family's module against the
      // catalogue, the router refuses to start on a name without one): the families' and the
      // security service's, which needs the app (the in-process token exchange) and keys.
      appHandlers({ app, config, db, secrets, tokens }),
    );
    // The API reference built from the same catalogue: /api/openapi.json and /api/docs/ (openapi/register.ts).
    await registerOpenApi(app);
    // Health check of a load balancer (docs/DEPLOYMENT.md): 200 when this instance answers and
    // reaches its database; the overload check above answers 503 first when it is overloaded.
    app.get('/saude', async (_req, reply) => {
      await db.query('SELECT 1');
      return reply.header('cache-control', 'no-store').send({ status: 'ok', banco: db.kind });
    });
    portalFallback = await registerPortal(app, config);

    const registro = acessos;
    const jobs = await startJobs({
      db,
      dataDir: config.dataDir,
      handlers: HANDLERS,
      log: app.log,
      aoExportar: (job, linhas, relatorio) => registro.exportacao(job, linhas, relatorio),
      options: opts.jobs,
    });
    stopJobs = jobs.close;
    if (opts.listen !== false) await app.listen({ port: config.port, host: config.host });
    else await app.ready();
    const enderecoMetricas = await metricas?.ouvir();

    const fastify = app;
    let closed = false;
    return {
      app: fastify,
      db,
      config,
      seed,
      jobs: jobs.runner,
      reports: { dir: jobs.reportsDir },
      acessos: registro,
      metricas: enderecoMetricas,
      origin: config.publicOrigin,
      async close() {
        if (closed) return;
        closed = true;
        // A graceful stop lets answers in progress finish, but a keep-alive socket Node still
        // counts as busy (a request whose client went away) would hold close() for the
        // keep-alive timeout, 72 s: after a short grace every connection is cut.
        const cortar = setTimeout(() => fastify.server.closeAllConnections(), GRACA_AO_PARAR_MS).unref();
        await fastify.close();
        clearTimeout(cortar);
        await metricas?.fechar();
        await jobs.close();
        // After the server and the jobs, whose last answers and files it records.
        await registro.close();
        await expurgo?.stop();
        await db.close();
      },
    };
  } catch (e) {
    await app?.close().catch(() => undefined);
    await metricas?.fechar().catch(() => undefined);
    await stopJobs?.().catch(() => undefined);
    await acessos?.close().catch(() => undefined);
    await expurgo?.stop().catch(() => undefined);
    await db.close();
    throw e;
  }
}
