-- Generated report files live in the database ('Meus relatórios'), so N gateway instances on one
-- PostgreSQL need no shared folder: a file made by one instance's worker downloads from any other.
-- A file is kept in parts of at most 1 MiB, written and read one part at a time
-- (gateway/reports/arquivo-banco.ts), so neither the worker nor a download ever holds a whole file in
-- memory. The parts go with their job: removed when the user deletes the report, and by the cascade
-- when the job row itself is deleted. `relatorio_solicitado.arquivo` is kept only for files written
-- to disk before this migration (still downloaded from there by the instance that has them).
CREATE TABLE relatorio_arquivo_parte (
  relatorio_id integer NOT NULL REFERENCES relatorio_solicitado (id) ON DELETE CASCADE,
  parte integer NOT NULL,
  dados bytea NOT NULL,
  PRIMARY KEY (relatorio_id, parte)
);
