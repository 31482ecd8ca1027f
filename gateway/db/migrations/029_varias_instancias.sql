-- Several gateway instances on one PostgreSQL (docs/DEPLOYMENT.md).
--
-- Report jobs: the worker running a job refreshes `sinal_em` every few seconds
-- (gateway/reports/jobs.ts). On PostgreSQL another instance may be running a PROCESSANDO job, so
-- only a job whose signal stopped (its process died) is taken back to PENDENTE; on PGlite one
-- process owns the data folder and every PROCESSANDO job found at start-up was interrupted.
ALTER TABLE relatorio_solicitado ADD COLUMN sinal_em timestamptz;

-- The server's keys (IdP signing JWKS, cookie keys, access-token secret) on PostgreSQL: every
-- instance must sign and verify with the same keys, so they live in the database they share
-- (gateway/lib/secrets.ts); PGlite keeps them in DATA_DIR/keys.json as before. One row.
CREATE TABLE segredo_servidor (
  id integer PRIMARY KEY CHECK (id = 1),
  conteudo jsonb NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
