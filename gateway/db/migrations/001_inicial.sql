-- Units, institutions, roles, resources, users, sessions and servants.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE unidade (
  codigo text PRIMARY KEY,
  nome text NOT NULL,
  sigla text NOT NULL
);

CREATE TABLE instituicao (
  codigo text PRIMARY KEY,
  nome text NOT NULL,
  sigla text NOT NULL,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo)
);
CREATE INDEX instituicao_unidade_idx ON instituicao (unidade_codigo);

CREATE TABLE papel (
  codigo text PRIMARY KEY,
  nome text NOT NULL
);

CREATE TABLE recurso (
  codigo integer PRIMARY KEY,
  chave_menu text NOT NULL UNIQUE,
  url text NOT NULL
);

CREATE TABLE papel_recurso (
  papel_codigo text NOT NULL REFERENCES papel (codigo),
  recurso_codigo integer NOT NULL REFERENCES recurso (codigo),
  PRIMARY KEY (papel_codigo, recurso_codigo)
);

CREATE TABLE usuario (
  cpf text PRIMARY KEY,
  nome text NOT NULL,
  nome_social text,
  email text NOT NULL,
  matricula text NOT NULL,
  senha_hash text NOT NULL,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo)
);

CREATE TABLE usuario_unidade_papel (
  cpf text NOT NULL REFERENCES usuario (cpf),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  papel_codigo text NOT NULL REFERENCES papel (codigo),
  PRIMARY KEY (cpf, unidade_codigo, papel_codigo)
);

CREATE TABLE sessao (
  id text PRIMARY KEY,
  cpf text NOT NULL REFERENCES usuario (cpf),
  criada_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  encerrada boolean NOT NULL DEFAULT false
);
CREATE INDEX sessao_cpf_idx ON sessao (cpf);

CREATE TABLE servidor (
  id serial PRIMARY KEY,
  numero_funcionario text NOT NULL UNIQUE,
  masp text NOT NULL UNIQUE,
  cpf text NOT NULL UNIQUE,
  nome text NOT NULL,
  -- nome in lower case without accents, so the search is case- and accent-insensitive.
  nome_busca text NOT NULL,
  nome_social text,
  data_nascimento date NOT NULL,
  sexo text NOT NULL,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  situacao_funcional text NOT NULL,
  situacao_servidor text NOT NULL,
  data_admissao date NOT NULL
);
CREATE INDEX servidor_instituicao_nome_idx ON servidor (instituicao_codigo, nome, id);
CREATE INDEX servidor_nome_busca_trgm_idx ON servidor USING gin (nome_busca gin_trgm_ops);
