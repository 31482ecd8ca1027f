/**
 * Runtime configuration of the reference back end, read from the environment once.
 *
 * Everything the gateway needs to know about where it runs lives here, so `createApp` can be
 * given the same values explicitly by tests (temporary data folder, free port) without touching
 * `process.env`. The OIDC client secret is server-only: it is used by the security service for the
 * code exchange and is never written to `/config.json` or any page.
 */
import { LIMITES_PADRAO, type LimitesBanco } from './db/types.ts';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Origin the browser uses (issuer, redirect URIs, allowed return URLs). */
  publicOrigin: string;
  /** Folder for the PGlite database and generated keys; ':memory:' (or undefined) keeps all in memory. */
  dataDir: string | undefined;
  /** When set, node-postgres is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** The `{product}` placeholder of the spec. */
  product: string;
  clientId: string;
  clientSecret: string;
  /** Folder of the built portal. */
  distDir: string;
  /**
   * Time limits of a statement and the bound of the database queue (db/types.ts `LimitesBanco`):
   * DB_LIMITE_PEDIDO_MS (15 s), DB_LIMITE_ENVIO_MS (uploads, 2 min), DB_LIMITE_FUNDO_MS (10 min),
   * DB_MAX_FILA (200).
   */
  limitesBanco: LimitesBanco;
  /**
   * Where Prometheus metrics are served (lib/metricas.ts): METRICS_PORT on METRICS_HOST (default
   * 127.0.0.1); off without METRICS_PORT. Never the public port.
   */
  metricas: { port: number; host: string } | undefined;
}

/** Development default only; deployments set OIDC_CLIENT_SECRET (server.ts refuses it in production). */
export const DEV_CLIENT_SECRET = 'portalrh-dev-secret-troque-em-producao';

export interface ConfigOverrides {
  port?: number;
  host?: string;
  publicOrigin?: string;
  dataDir?: string;
  distDir?: string;
  databaseUrl?: string;
  metricas?: { port: number; host?: string };
}

/** Builds the configuration: explicit overrides, then environment, then defaults. */
export function loadConfig(overrides: ConfigOverrides = {}, env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = overrides.port ?? (env.PORT ? Number(env.PORT) : 3000);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const product = env.PRODUCT ?? 'portalrh';
  return {
    port,
    host,
    publicOrigin: (overrides.publicOrigin ?? env.PUBLIC_ORIGIN ?? `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir: 'dataDir' in overrides ? overrides.dataDir : (env.DATA_DIR ?? '.data'),
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined),
    product,
    clientId: `${product}-frontend`,
    clientSecret: env.OIDC_CLIENT_SECRET || DEV_CLIENT_SECRET,
    distDir: overrides.distDir ?? env.DIST_DIR ?? 'dist',
    limitesBanco: {
      pedidoMs: inteiro(env.DB_LIMITE_PEDIDO_MS, LIMITES_PADRAO.pedidoMs),
      uploadMs: inteiro(env.DB_LIMITE_ENVIO_MS, LIMITES_PADRAO.uploadMs),
      fundoMs: inteiro(env.DB_LIMITE_FUNDO_MS, LIMITES_PADRAO.fundoMs),
      maxFila: inteiro(env.DB_MAX_FILA, LIMITES_PADRAO.maxFila),
    },
    metricas: overrides.metricas
      ? { port: overrides.metricas.port, host: overrides.metricas.host ?? '127.0.0.1' }
      : env.METRICS_PORT
        ? { port: inteiro(env.METRICS_PORT, 9464), host: env.METRICS_HOST ?? '127.0.0.1' }
        : undefined,
  };
}

/** A non-negative integer from the environment, or the default. */
function inteiro(v: string | undefined, padrao: number): number {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 0 ? n : padrao;
}

export const MSG_SEGREDO_PRODUCAO =
  'Portal RH: OIDC_CLIENT_SECRET não definido (ou igual ao segredo de desenvolvimento) com NODE_ENV=production; defina um segredo próprio e inicie de novo.';

/**
 * What the start-up says about the OIDC client secret: without OIDC_CLIENT_SECRET the server uses
 * the development secret, which anyone can read in this repository — a loud warning in the demo,
 * and a refusal to start (one pt-BR line) when NODE_ENV=production.
 */
export function verificarSegredo(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): { fatal?: string; aviso?: string } {
  if (config.clientSecret !== DEV_CLIENT_SECRET) return {};
  if (env.NODE_ENV === 'production') return { fatal: MSG_SEGREDO_PRODUCAO };
  const linha = '!'.repeat(100);
  return {
    aviso: [
      linha,
      '!! ATENÇÃO: OIDC_CLIENT_SECRET não definido — usando o segredo de DESENVOLVIMENTO do cliente OIDC,',
      '!! que está publicado no código-fonte. Serve só para a demonstração; em produção defina',
      '!! OIDC_CLIENT_SECRET (com NODE_ENV=production o servidor não inicia sem ele).',
      linha,
    ].join('\n'),
  };
}

/** Destination tags and the prefix of their gateway (docs/ARCHITECTURE.md). */
export const DESTINOS = {
  EXAME: '/gw/exame',
  JUSTICA: '/gw/justica',
  SISAPMG: '/gw/sisapmg',
  CONTAGEM_TEMPO: '/gw/contagem-tempo',
  FIPA: '/gw/fipa',
} as const;

export type Destino = keyof typeof DESTINOS;
