-- Issue 14, item 4: the arithmetic SVG captcha is replaced by ALTCHA proof of work
-- (gateway/captcha/altcha.ts). Challenges are signed and carry their expiry, so nothing is stored
-- when one is issued; a solved challenge is accepted once: its nonce is recorded here by the call
-- that consumes it (primary key: two concurrent calls with one token cannot both pass), and the
-- row is deleted once the challenge has expired.
DROP TABLE IF EXISTS captcha;

CREATE TABLE altcha_usado (
  nonce text PRIMARY KEY,
  expira_em timestamptz NOT NULL
);
CREATE INDEX altcha_usado_expira_idx ON altcha_usado (expira_em);

-- The terms of use are accepted by an anonymous visitor only with their own access request: the
-- version and moment are kept on the request, not on the CPF's record. Once the request is
-- approved and the person signs in with the password chosen on it, the signed-in terms call counts
-- that acceptance (gateway/routes/handlers/acessoPublico.ts).
ALTER TABLE solicitacao_acesso ADD COLUMN termo_versao text;
ALTER TABLE solicitacao_acesso ADD COLUMN termo_aceito_em timestamptz;
