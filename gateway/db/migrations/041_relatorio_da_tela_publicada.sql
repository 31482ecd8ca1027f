-- An export of a screen published at run time (docs/ARCHITECTURE.md "Published screens") is made
-- from the version in force when it was requested: its source query and columns. The job keeps that
-- version, so the file has the columns the user asked for even if another version is published or
-- the screen withdrawn before the worker runs, and the worker replays the query whose access the
-- request checked. Null: the shipped file of the screen (every job before this migration too).
-- Versions are never deleted, so the reference always reads.
ALTER TABLE relatorio_solicitado ADD COLUMN tela_versao integer REFERENCES tela_versao (id);
