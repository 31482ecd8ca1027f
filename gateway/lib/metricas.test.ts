/**
 * Prometheus metrics: on their own port, never through the public origin; the
 * series an operator alerts on are there after real requests, and no label carries a CPF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ANA } from '../db/demo-users.ts';
import { accessToken, naPg, sessionFor, startTestApp } from '../testing/support.ts';
import { formatCpf } from './cpf.ts';

const LISTA = '/gw/sisapmg/admissoes/v1/listaServidores';

describe('metrics', () => {
  let gw: GatewayApp;
  let texto: string;
  let cpf: string;
  beforeAll(async () => {
    gw = await startTestApp(20, { metricas: { port: 0 } });
    const token = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
    cpf = (await gw.db.query<{ cpf: string }>('SELECT cpf FROM servidor ORDER BY id LIMIT 1')).rows[0].cpf;
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${gw.origin}${LISTA}?cpf=${formatCpf(cpf)}`, { headers })).status).toBe(200);
    expect((await fetch(`${gw.origin}${LISTA}?cpf=${cpf}`, { headers })).status).toBe(200);
    expect((await fetch(`${gw.origin}/gw/nao-existe/${cpf}`)).status).toBe(404);
    const r = await fetch(gw.metricas!);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    texto = await r.text();
  });
  afterAll(() => gw?.close());

  it('count and time requests by route pattern and status', () => {
    const linha = texto
      .split('\n')
      .find((l) =>
        l.startsWith(`portalrh_http_request_duration_seconds_count{method="GET",route="${LISTA}",status_code="200"}`),
      );
    expect(linha, texto.slice(0, 2000)).toBeDefined();
    expect(Number(linha!.split(' ').at(-1))).toBeGreaterThanOrEqual(2);
    expect(texto).toContain('route="nenhuma",status_code="404"');
  });

  it('time statements by origin, show the database queue and, on PostgreSQL, the pools', () => {
    expect(texto).toMatch(/portalrh_db_query_duration_seconds_count\{origin="pedido"\} [1-9]/);
    expect(texto).toMatch(/^portalrh_db_waiting_statements \d+$/m);
    if (naPg) expect(texto).toMatch(/portalrh_db_pool_connections\{pool="pedido",state="total"\} [1-9]/);
  });

  it('count jobs by kind and status, and carry Node event-loop delay', () => {
    expect(texto).toContain('# TYPE portalrh_jobs gauge');
    expect(texto).toMatch(/^portalrh_nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
  });

  it('carry no CPF, formatted or not', () => {
    expect(texto).not.toContain(cpf);
    expect(texto).not.toContain(formatCpf(cpf));
  });

  it('are not served by the public origin, and the metrics port serves nothing else', async () => {
    const publica = await fetch(`${gw.origin}/metrics`);
    expect(await publica.text()).not.toContain('portalrh_http_request_duration_seconds');
    expect((await fetch(gw.metricas!.replace('/metrics', '/'))).status).toBe(404);
    expect(new URL(gw.metricas!).hostname).toBe('127.0.0.1');
  });
});

describe('METRICS_PORT', () => {
  it('turns the metrics on, on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}, {}).metricas).toBeUndefined();
    expect(loadConfig({}, { METRICS_PORT: '9464' }).metricas).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({}, { METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metricas).toEqual({
      port: 9100,
      host: '10.0.0.5',
    });
  });
});
