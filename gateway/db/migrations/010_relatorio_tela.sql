-- The screen an export came from ('tela', a screen document id): its source endpoint, columns and
-- report name make the file (gateway/reports/screen-report.ts), so a job resumed after a restart
-- regenerates the same file. Jobs stored before this column have none; the worker then uses the
-- first screen whose toolbar exports through the job's endpoint.
ALTER TABLE relatorio_solicitado ADD COLUMN tela text;
