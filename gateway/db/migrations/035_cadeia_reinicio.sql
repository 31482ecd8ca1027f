-- A wiped trail must not verify. A TRUNCATE of `auditoria` or `acesso_dados_pessoais` — one
-- statement, no trigger to switch off, open to the application on PGlite and to the owner on
-- PostgreSQL — started the chain over and the verifier reported it intact. Now a chain emptied once
-- it had links keeps what it had (the head's link and hash before the TRUNCATE) and stays a PENDING
-- restart: `npm run auditoria:verificar` exits 1 until an operator acknowledges it
-- (`--reconhecer-reinicio <tabela> --motivo …`, gateway/lib/cadeia-reinicio.ts), which writes an
-- `auditoria` row saying who, why and what the chain had. A TRUNCATE of a chain that never had a
-- link (a new database's first `npm run seed`) loses nothing and is no restart.
ALTER TABLE cadeia_hash ADD COLUMN reinicio_elo bigint;
ALTER TABLE cadeia_hash ADD COLUMN reinicio_hash text;
ALTER TABLE cadeia_hash ADD COLUMN reinicio_pendente boolean NOT NULL DEFAULT false;

-- A restart recorded before this migration: what the chain had is unknown, so it waits for an
-- operator like any other.
UPDATE cadeia_hash SET reinicio_pendente = true WHERE reiniciada_em IS NOT NULL;

-- Every right-hand side reads the head as it was before the TRUNCATE. A second restart before the
-- first is acknowledged keeps it pending and records the later head.
CREATE OR REPLACE FUNCTION cadeia_reiniciada() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE cadeia_hash
     SET reinicio_elo = CASE WHEN elo > 0 THEN elo ELSE reinicio_elo END,
         reinicio_hash = CASE WHEN elo > 0 THEN hash ELSE reinicio_hash END,
         reinicio_pendente = reinicio_pendente OR elo > 0,
         reiniciada_em = CASE WHEN elo > 0 THEN now() ELSE reiniciada_em END,
         elo = 0, hash = repeat('0', 64), inicio_elo = 0, inicio_hash = repeat('0', 64)
   WHERE tabela = TG_TABLE_NAME;
  RETURN NULL;
END $$;
