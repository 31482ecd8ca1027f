-- Report jobs ('Meus relatórios'): one row per export request, run by the in-process worker
-- (gateway/reports/worker.ts): PENDENTE → PROCESSANDO → CONCLUIDO | ERRO. The file lives under
-- DATA_DIR/relatorios; the row keeps its path, size and download name. `filtros` and `paginacao`
-- are the screen's own query, replayed page by page through the search handler named in `endpoint`.
CREATE TABLE relatorio_solicitado (
  id serial PRIMARY KEY,
  cpf text NOT NULL,
  unidade text NOT NULL,
  nome_relatorio text NOT NULL,
  formato text NOT NULL CHECK (formato IN ('XLSX', 'CSV', 'PDF')),
  endpoint text NOT NULL,
  filtros jsonb NOT NULL DEFAULT '{}'::jsonb,
  paginacao jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'PROCESSANDO', 'CONCLUIDO', 'ERRO')),
  mensagem_erro text,
  arquivo text,
  arquivo_bytes bigint,
  nome_arquivo text,
  total_linhas integer,
  orgao_momento_agendamento text NOT NULL,
  tentativas integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now(),
  iniciado_em timestamptz,
  concluido_em timestamptz,
  excluido boolean NOT NULL DEFAULT false
);
CREATE INDEX relatorio_solicitado_dono_idx ON relatorio_solicitado (cpf, excluido, criado_em);
CREATE INDEX relatorio_solicitado_fila_idx ON relatorio_solicitado (status, id);
