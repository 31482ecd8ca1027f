/**
 * The writer of the access log of personal data, off the request's path: the catalogue
 * router hands it the row of each answer (a few object fields, no I/O) and returns; a timer writes
 * the queue every second — or at once when it reaches a batch — as ONE statement per batch, in the
 * background lane of the database (db/pedido-abortado.ts: after interactive statements on PGlite,
 * the background pool on PostgreSQL). The user's name and the screen are added there. `close()`
 * writes what is left (createApp closes it after the HTTP server and the report worker).
 *
 * When the database refuses a batch it is kept and tried again at the next tick; a batch refused
 * three times in a row, or rows beyond `maxFila` waiting, are dropped and logged as errors — the
 * log must never take the server down with it.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import type { Db } from '../db/types.ts';
import { emSegundoPlano } from '../db/pedido-abortado.ts';
import type { Job } from '../reports/jobs.ts';
import { findReport } from '../reports/screen-report.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { filtrosDe, linhaDaResposta, type LinhaAcesso } from './linha.ts';
import { rotasPublicadas } from '../domain/telas.ts';
import { telaDaPagina } from './tela-da-pagina.ts';

export interface OpcoesRegistro {
  /** How often the queue is written (ms). */
  intervaloMs?: number;
  /** Rows per statement; a queue this long is written at once. */
  lote?: number;
  /** Most rows waiting while the database refuses them; older ones are dropped (and logged). */
  maxFila?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

const COLUNAS =
  'em timestamptz, cpf text, nome text, unidade_codigo text, papeis text[], endereco text, endpoint text, tela text, operacao text, categorias text[], ' +
  'titular_tipo text, titular_chave text, titular_id text, filtros jsonb, quantidade integer, quantidade_limitada boolean, relatorio_id integer';
const NOMES = COLUNAS.replace(/ [a-z[\]]+(,|$)/g, '$1');
const INSERIR = `INSERT INTO acesso_dados_pessoais (${NOMES}) SELECT ${NOMES} FROM jsonb_to_recordset($1::jsonb) AS x(${COLUNAS})`;
const MAX_TENTATIVAS = 3;
const MAX_NOMES = 10_000;

export class RegistroAcessos {
  private readonly fila: LinhaAcesso[] = [];
  private emCurso: Promise<void> = Promise.resolve();
  private agendado = false;
  private falhas = 0;
  /** Rows lost (queue full, or a batch the database refused repeatedly): reported, never silent. */
  descartadas = 0;
  private readonly nomes = new Map<string, string | null>();
  private readonly timer: NodeJS.Timeout;
  private readonly lote: number;
  private readonly maxFila: number;

  constructor(
    private readonly db: Db,
    private readonly opcoes: OpcoesRegistro = {},
  ) {
    this.lote = opcoes.lote ?? 500;
    this.maxFila = opcoes.maxFila ?? 100_000;
    this.timer = setInterval(() => void this.gravar(), opcoes.intervaloMs ?? 1000);
    this.timer.unref();
  }

  /** Rows waiting to be written. */
  get pendentes(): number {
    return this.fila.length;
  }

  registrar(linha: LinhaAcesso): void {
    this.fila.push(linha);
    if (this.fila.length > this.maxFila)
      this.descartar(this.fila.splice(0, this.fila.length - this.maxFila).length, 'fila cheia');
    if (this.fila.length >= this.lote && !this.agendado) {
      this.agendado = true;
      setImmediate(() => {
        this.agendado = false;
        void this.gravar();
      });
    }
  }

  /** The router's hook (gateway/routes/catalogue.ts): queues the row of a declared endpoint's success. */
  resposta(
    ep: CatalogueEndpoint,
    req: FastifyRequest,
    input: Record<string, unknown>,
    corpo: { codigoMensagem: number },
    arquivo: boolean,
  ): void {
    if (!ep.personalData) return;
    try {
      const linha = linhaDaResposta(
        ep,
        { auth: req.auth, endereco: req.ip, referer: req.headers.referer },
        input,
        corpo,
        arquivo,
      );
      if (linha) this.registrar(linha);
    } catch (err) {
      this.opcoes.log?.error({ err, endpoint: ep.name }, 'registro de acessos: linha não montada');
    }
  }

  /**
   * The report worker's hook: a file of `linhas` rows was written for `job` from report `def` (a
   * screen published at run time exports its own source; absent, the shipped screen's).
   */
  exportacao(job: Job, linhas: number, def = findReport(job.tela, job.endpoint)): void {
    const fonte = def && catalogue().find((e) => e.name === def.source);
    const dp = fonte?.personalData;
    if (!fonte || !dp) return;
    this.registrar({
      em: new Date(),
      cpf: job.cpf,
      unidade: job.unidade,
      papeis: job.papeis ?? [],
      endereco: job.endereco ?? undefined,
      endpoint: fonte.name,
      tela: def.tela,
      operacao: 'EXPORTACAO',
      categorias: [...dp.kinds],
      filtros: filtrosDe(job.filtros, Object.keys(fonte.session ?? {})),
      quantidade: linhas,
      relatorioId: job.id,
    });
  }

  /** Writes every queued row, batch by batch; resolves when done (or when a batch failed and was kept). */
  gravar(): Promise<void> {
    this.emCurso = this.emCurso.then(() => emSegundoPlano(() => this.esvaziar()));
    return this.emCurso;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.gravar();
    if (this.fila.length) this.descartar(this.fila.splice(0).length, 'banco indisponível ao encerrar');
  }

  private descartar(n: number, motivo: string): void {
    this.descartadas += n;
    this.opcoes.log?.error({ linhas: n, motivo, total: this.descartadas }, 'registro de acessos: linhas descartadas');
  }

  private async esvaziar(): Promise<void> {
    while (this.fila.length) {
      const lote = this.fila.slice(0, this.lote);
      try {
        await this.inserir(lote);
        this.fila.splice(0, lote.length);
        this.falhas = 0;
      } catch (err) {
        this.opcoes.log?.error({ err, linhas: lote.length }, 'registro de acessos: falha ao gravar');
        if (++this.falhas >= MAX_TENTATIVAS) {
          this.fila.splice(0, lote.length);
          this.falhas = 0;
          this.descartar(lote.length, 'recusadas pelo banco');
        }
        return;
      }
    }
  }

  private async inserir(lote: LinhaAcesso[]): Promise<void> {
    const nomes = await this.nomesDe(lote.map((l) => l.cpf));
    // The routes of the screens published now, read only when a row's screen comes from its page.
    const publicadas = lote.some((l) => !l.tela && l.pagina) ? await rotasPublicadas(this.db) : [];
    const rows = lote.map((l) => ({
      em: l.em.toISOString(),
      cpf: l.cpf,
      nome: nomes.get(l.cpf) ?? null,
      unidade_codigo: l.unidade,
      papeis: l.papeis,
      endereco: l.endereco ?? null,
      endpoint: l.endpoint,
      tela: l.tela ?? telaDaPagina(l.pagina, publicadas) ?? null,
      operacao: l.operacao,
      categorias: l.categorias,
      titular_tipo: l.titular?.tipo ?? null,
      titular_chave: l.titular?.chave ?? null,
      titular_id: l.titular?.id ?? null,
      filtros: l.filtros ?? null,
      quantidade: l.quantidade ?? null,
      quantidade_limitada: l.quantidadeLimitada ?? false,
      relatorio_id: l.relatorioId ?? null,
    }));
    await this.db.query(INSERIR, [JSON.stringify(rows)]);
  }

  /** The users' names, from a small cache (a handful of users make most calls). */
  private async nomesDe(cpfs: string[]): Promise<Map<string, string | null>> {
    const faltam = [...new Set(cpfs)].filter((c) => !this.nomes.has(c));
    if (faltam.length) {
      if (this.nomes.size + faltam.length > MAX_NOMES) this.nomes.clear();
      const { rows } = await this.db.query<{ cpf: string; nome: string }>(
        'SELECT cpf, nome FROM usuario WHERE cpf = ANY($1::text[])',
        [faltam],
      );
      for (const c of faltam) this.nomes.set(c, rows.find((r) => r.cpf === c)?.nome ?? null);
    }
    return this.nomes;
  }
}
