-- Password guessing (issue 14): failed sign-ins per account (CPF digits, whether or not a user has
-- that CPF, so the lock never tells which CPFs exist). `falhas` counts the failures since the last
-- success (forgotten a day after the last failure); from the fifth on, each failure locks the
-- account until `bloqueado_ate`, twice as long as the previous lock (gateway/idp/login-guard.ts).
-- The per-address limit lives in the process (@fastify/rate-limit); every failed attempt also
-- writes an `auditoria` row (entidade 'login').
CREATE TABLE login_tentativa (
  cpf text PRIMARY KEY,
  falhas integer NOT NULL,
  ultima_falha timestamptz NOT NULL,
  bloqueado_ate timestamptz
);
