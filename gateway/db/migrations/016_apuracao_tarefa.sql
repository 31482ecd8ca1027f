-- Recomputing a whole institution's year of the bonus (issue 10): a job, not a blocking request.
-- 'Apurar órgão' queues a row; the in-process worker (gateway/domain/apuracao-tarefas.ts) recomputes
-- the open bonuses of the institution and year 1,000 servants per transaction, writing its progress
-- (processados of total) after each, so the screen shows it and a restart resumes where it stopped
-- (recomputing is idempotent). PENDENTE → PROCESSANDO → CONCLUIDO | ERRO.
CREATE TABLE apuracao_tarefa (
  id serial PRIMARY KEY,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  ano integer NOT NULL,
  cpf text NOT NULL,
  status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'PROCESSANDO', 'CONCLUIDO', 'ERRO')),
  total integer NOT NULL DEFAULT 0,
  processados integer NOT NULL DEFAULT 0,
  -- the last servant id done: a resumed job continues after it
  ultimo_servidor integer NOT NULL DEFAULT 0,
  alterados integer NOT NULL DEFAULT 0,
  mensagem_erro text,
  criado_em timestamptz NOT NULL DEFAULT now(),
  iniciado_em timestamptz,
  concluido_em timestamptz
);
CREATE INDEX apuracao_tarefa_unidade_idx ON apuracao_tarefa (unidade_codigo, criado_em DESC, id DESC);
CREATE INDEX apuracao_tarefa_fila_idx ON apuracao_tarefa (status, id);
-- At most one job waiting or running per institution and year: asking again while it runs is refused.
CREATE UNIQUE INDEX apuracao_tarefa_aberta_idx ON apuracao_tarefa (instituicao_codigo, ano) WHERE status IN ('PENDENTE', 'PROCESSANDO');
