/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT, on METRICS_HOST,
 * default 127.0.0.1) and never through the public origin: request count and duration by route
 * pattern and status, statement time by origin (request, background, maintenance), the pools'
 * connections and the statements waiting for the database, report/bonus/lauda jobs by status, and
 * Node's own series (event-loop delay, heap, GC). docs/DEPLOYMENT.md "Metrics" has a scrape
 * config and the alerts to set.
 *
 * Labels never carry a URL, a CPF or a user: a route is its pattern (`/gw/…/:cpf`), a request
 * no route matched is `nenhuma`.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/types.ts';
import { contextoConsulta } from '../db/pedido-abortado.ts';

export interface OpcoesMetricas {
  port: number;
  host?: string;
}

/** Job tables and the statuses their machines declare (migrations 005, 016, 023). */
const TAREFAS = [
  { tipo: 'relatorio', tabela: 'relatorio_solicitado', filtro: 'WHERE NOT excluido' },
  { tipo: 'apuracao', tabela: 'apuracao_tarefa', filtro: '' },
  { tipo: 'lauda', tabela: 'lauda_gerada', filtro: '' },
] as const;

const SEGUNDOS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export class Metricas {
  readonly registro = new Registry();
  private readonly http = new Histogram({
    name: 'portalrh_http_request_duration_seconds',
    help: 'Duração das respostas HTTP, por método, rota (padrão) e status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: SEGUNDOS,
    registers: [this.registro],
  });
  private readonly consultas = new Histogram({
    name: 'portalrh_db_query_duration_seconds',
    help: 'Duração das instruções no banco (espera na fila incluída), por origem: pedido, fundo, manutencao.',
    labelNames: ['origin'],
    buckets: SEGUNDOS,
    registers: [this.registro],
  });
  private servidor: Server | undefined;

  constructor(
    db: Db,
    private readonly onde: OpcoesMetricas,
  ) {
    collectDefaultMetrics({ register: this.registro, prefix: 'portalrh_' });
    const banco = db;
    new Gauge({
      name: 'portalrh_db_waiting_statements',
      help: 'Instruções esperando o banco (fila do PGlite; pedidos esperando conexão no PostgreSQL).',
      registers: [this.registro],
      collect() {
        this.set(banco.pendentes?.() ?? 0);
      },
    });
    new Gauge({
      name: 'portalrh_db_pool_connections',
      help: 'Conexões de cada pool do PostgreSQL: total, ociosas e pedidos esperando uma.',
      labelNames: ['pool', 'state'],
      registers: [this.registro],
      collect() {
        for (const u of banco.uso?.() ?? []) {
          this.set({ pool: u.pool, state: 'total' }, u.total);
          this.set({ pool: u.pool, state: 'idle' }, u.ociosas);
          this.set({ pool: u.pool, state: 'waiting' }, u.esperando);
        }
      },
    });
    new Gauge({
      name: 'portalrh_jobs',
      help: 'Tarefas em segundo plano por tipo (relatorio, apuracao, lauda) e status.',
      labelNames: ['kind', 'status'],
      registers: [this.registro],
      async collect() {
        this.reset();
        for (const t of TAREFAS) {
          const { rows } = await banco.query<{ status: string; n: number }>(
            `SELECT status, count(*)::int AS n FROM ${t.tabela} ${t.filtro} GROUP BY status`,
          );
          for (const r of rows) this.set({ kind: t.tipo, status: r.status }, r.n);
        }
      },
    });
  }

  /** Times every answer of `app` by its route pattern. */
  registrarRotas(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      this.http.observe(
        { method: req.method, route: req.routeOptions.url ?? 'nenhuma', status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  /** The database `db` with each statement timed (a transaction's statements one by one). */
  medir(db: Db): Db {
    const tempo = async <R>(fn: () => Promise<R>): Promise<R> => {
      const fim = this.consultas.startTimer({ origin: contextoConsulta()?.origem ?? 'fundo' });
      try {
        return await fn();
      } finally {
        fim();
      }
    };
    const envolver = (d: Db): Db => ({
      kind: d.kind,
      query: (sql, params) => tempo(() => d.query(sql, params)),
      exec: (sql) => tempo(() => d.exec(sql)),
      transaction: (fn) => d.transaction((tx) => fn(envolver(tx))),
      close: () => d.close(),
      ...(d.snapshot ? { snapshot: () => d.snapshot!() } : {}),
      ...(d.pendentes ? { pendentes: () => d.pendentes!() } : {}),
      ...(d.uso ? { uso: () => d.uso!() } : {}),
    });
    return envolver(db);
  }

  /** Serves GET /metrics on its own port; resolves to its address. */
  async ouvir(): Promise<string> {
    const o = this.onde;
    this.servidor = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Não encontrado: as métricas estão em /metrics.\n');
        return;
      }
      this.registro.metrics().then(
        (texto) => res.writeHead(200, { 'content-type': this.registro.contentType }).end(texto),
        (e: Error) =>
          res
            .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
            .end(`Falha ao coletar as métricas: ${e.message}\n`),
      );
    });
    const host = o.host ?? '127.0.0.1';
    await new Promise<void>((ok, ko) => this.servidor!.once('error', ko).listen(o.port, host, () => ok()));
    const a = this.servidor.address() as { port: number };
    return `http://${host}:${a.port}/metrics`;
  }

  async fechar(): Promise<void> {
    const s = this.servidor;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((ok) => s.close(() => ok()));
  }
}
