-- Writing (issue 'The engine writes'): the audit trail of every change made through a catalogue
-- command, the version of editable records (a stale save is refused, never overwritten), and what
-- the analysis of an access request records.

-- One row per change: who (cpf), for which unit, when, through which endpoint, which record, and
-- what changed: {"campo": {"de": old, "para": new}, …}. Written in the same transaction as the
-- change itself (gateway/lib/write.ts), so a change without its audit row cannot exist.
CREATE TABLE auditoria (
  id bigserial PRIMARY KEY,
  cpf text NOT NULL,
  unidade_codigo text NOT NULL,
  em timestamptz NOT NULL DEFAULT now(),
  endpoint text NOT NULL,
  entidade text NOT NULL,
  registro_id text NOT NULL,
  alteracoes jsonb NOT NULL
);
-- 'Histórico de alterações' of one record, newest first, within the caller's unit.
CREATE INDEX auditoria_registro_idx ON auditoria (entidade, registro_id, em DESC);

-- The roles of a user change through 'Alterar permissões'; the version guards that form.
ALTER TABLE usuario ADD COLUMN versao integer NOT NULL DEFAULT 1;

-- An access request keeps the password the visitor chose (scrypt hash, like usuario.senha_hash):
-- the reference identity provider signs the new user in with it once the request is approved.
-- Analysis: who decided, when, and the reason of a rejection.
ALTER TABLE solicitacao_acesso ADD COLUMN senha_hash text;
ALTER TABLE solicitacao_acesso ADD COLUMN motivo_reprovacao text;
ALTER TABLE solicitacao_acesso ADD COLUMN analisada_por text;
ALTER TABLE solicitacao_acesso ADD COLUMN analisada_em timestamptz;
ALTER TABLE solicitacao_acesso ADD COLUMN versao integer NOT NULL DEFAULT 1;
