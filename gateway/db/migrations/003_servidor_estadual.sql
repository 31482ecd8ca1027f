-- Servant search at the size of a state (600,000 servants) and the servant record.
--
-- The record's detail sections (pay slips, absences, careers …) are generated deterministically
-- from the servant row (gateway/servidores/registro.ts), so every detail query is a primary-key or
-- numero_funcionario lookup on servidor; only the search needs the indexes below.

-- Phonetic keys of every name token (gateway/lib/fonetica.ts); the search asks `@>` the query keys.
ALTER TABLE servidor ADD COLUMN nome_fonetico text[] NOT NULL DEFAULT '{}';
CREATE INDEX servidor_nome_fonetico_idx ON servidor USING gin (nome_fonetico);

-- Filter by institution (+ situation) sorted by name, without a sort step, deep pages included.
CREATE INDEX servidor_inst_nome_busca_idx ON servidor (instituicao_codigo, nome_busca, id);
CREATE INDEX servidor_inst_sitfunc_nome_idx ON servidor (instituicao_codigo, situacao_funcional, nome_busca, id);
CREATE INDEX servidor_inst_sitserv_nome_idx ON servidor (instituicao_codigo, situacao_servidor, nome_busca, id);
CREATE INDEX servidor_inst_sit_nome_idx ON servidor (instituicao_codigo, situacao_funcional, situacao_servidor, nome_busca, id);

-- Code lists of the search filters (the servant row keeps the description, as the list shows it).
CREATE TABLE situacao_funcional (
  codigo integer PRIMARY KEY,
  descricao text NOT NULL UNIQUE
);

CREATE TABLE situacao_servidor (
  codigo integer PRIMARY KEY,
  descricao text NOT NULL UNIQUE
);

-- CEP lookup (/endereco/v1/{cep}): a small table of Belo Horizonte addresses.
CREATE TABLE cep (
  cep text PRIMARY KEY,
  logradouro text NOT NULL,
  bairro text NOT NULL,
  municipio text NOT NULL,
  uf text NOT NULL,
  codigo_ibge text NOT NULL
);
