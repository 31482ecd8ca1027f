-- Shell features: favourites per user and unit, captcha challenges, self-service access requests
-- and terms-of-use acceptances.

CREATE TABLE favorito (
  cpf text NOT NULL,
  unidade_codigo text NOT NULL,
  rota text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cpf, unidade_codigo, rota)
);

-- A captcha challenge: only a salted SHA-256 of the answer is kept; single use, 5-minute expiry.
CREATE TABLE captcha (
  id text PRIMARY KEY,
  resposta_hash text NOT NULL,
  sal text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado boolean NOT NULL DEFAULT false
);
CREATE INDEX captcha_expira_idx ON captcha (expira_em);

-- Access requests sent from the logged-out 'Registrar' form; approved later by an administrator.
CREATE TABLE solicitacao_acesso (
  id serial PRIMARY KEY,
  cpf text NOT NULL,
  nome text NOT NULL,
  email text NOT NULL,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  papeis text[] NOT NULL,
  justificativa text,
  situacao text NOT NULL DEFAULT 'PENDENTE',
  criada_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX solicitacao_acesso_situacao_idx ON solicitacao_acesso (situacao, criada_em);

CREATE TABLE termo_uso_aceite (
  id serial PRIMARY KEY,
  cpf text NOT NULL,
  versao text NOT NULL,
  aceito_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cpf, versao)
);

-- The demo users (gateway/db/demo-users.ts) start with the current terms accepted, so a first
-- sign-in of the demo is not interrupted; a real deployment has no such rows (CPFs are fixed
-- demo values that are not real people's).
INSERT INTO termo_uso_aceite (cpf, versao) VALUES ('39053344705', '1.00'), ('27408155570', '1.00'), ('81523604140', '1.00');
