-- Several instances on one PostgreSQL (docs/DEPLOYMENT.md): the bonus recomputations
-- (apuracao_tarefa) and the lauda generations (lauda_gerada) were claimed with
-- `status IN ('PENDENTE', 'PROCESSANDO')` — a row PROCESSANDO was taken as "left by a stopped
-- process", so a second instance took the job the first was running and both processed it (the
-- progress counted twice). Like report jobs (migration 029), a running job now carries a signal
-- refreshed by every batch; on PostgreSQL only a PROCESSANDO job silent for PARADO_MS is taken
-- back (lib/tarefa-parada.ts).
ALTER TABLE apuracao_tarefa ADD COLUMN sinal_em timestamptz;
ALTER TABLE lauda_gerada ADD COLUMN sinal_em timestamptz;
