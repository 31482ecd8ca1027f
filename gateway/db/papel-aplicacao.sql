-- The application's own role on PostgreSQL (docs/DEPLOYMENT.md, "The application's role"): the
-- tables belong to the owner that applies the migrations; the gateway instances connect as this
-- role, which reads and writes the business tables but may only ADD to the two trails — `auditoria`
-- (every change) and `acesso_dados_pessoais` (who saw whose data) — and never moves their chains'
-- heads (`cadeia_hash`, kept by the insert triggers, which run with the owner's rights).
-- Run by the owner after each release's migrations:
--   psql "$URL_DO_DONO" -v app=portalrh_app -f gateway/db/papel-aplicacao.sql
-- Tested by gateway/acessos/papel-aplicacao.test.ts on the PostgreSQL suite.
GRANT USAGE ON SCHEMA public TO :"app";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO :"app";
REVOKE UPDATE, DELETE, TRUNCATE ON auditoria, acesso_dados_pessoais FROM :"app";
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON cadeia_hash FROM :"app";
-- The retention purge deletes only rows past the period the database fixes (migration 032).
GRANT EXECUTE ON FUNCTION expurgar_acessos_dados_pessoais() TO :"app";
