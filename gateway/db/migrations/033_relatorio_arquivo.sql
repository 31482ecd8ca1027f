-- Generated report files live in the database on PostgreSQL ('Meus relatórios'), so N gateway
-- instances need no shared folder: a file made by one instance's worker downloads from any other.
-- (The embedded PGlite, one process by construction, keeps them in DATA_DIR/relatorios:
-- gateway/reports/report-job.ts says why.)
-- A file is kept in parts of at most 1 MiB, written and read one part at a time
-- (gateway/reports/arquivo-banco.ts), so neither the worker nor a download ever holds a whole file in
-- memory. The parts go with their job: removed when the user deletes the report, and by the cascade
-- when the job row itself is deleted. `relatorio_solicitado.arquivo` names a file on disk: PGlite's,
-- and on PostgreSQL one written before this migration (served by the instance that has it).
CREATE TABLE relatorio_arquivo_parte (
  relatorio_id integer NOT NULL REFERENCES relatorio_solicitado (id) ON DELETE CASCADE,
  parte integer NOT NULL,
  dados bytea NOT NULL,
  PRIMARY KEY (relatorio_id, parte)
);
-- Stored as they are, without TOAST's compression: XLSX and PDF are compressed already, and
-- compressing each 1 MiB part of a CSV cost the worker about a third of a unit's export on
-- PostgreSQL (bench:export, 62,637 rows: ~1,000 ms against ~750 ms without); downloads are
-- compressed on the wire anyway.
ALTER TABLE relatorio_arquivo_parte ALTER COLUMN dados SET STORAGE EXTERNAL;
