-- Rate-limit counters shared by every gateway process on one database (issue 14): the store of
-- @fastify/rate-limit (gateway/security/limite-taxa.ts). One row per key (e.g. 'anonimo:<address>',
-- 'login:<address>'): the count of the current window and when the window began. Expired rows are
-- reset by the next hit and swept now and then.
CREATE TABLE IF NOT EXISTS limite_taxa (
  chave text PRIMARY KEY,
  contagem integer NOT NULL,
  inicio timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS limite_taxa_inicio ON limite_taxa (inicio);
