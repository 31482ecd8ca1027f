-- Two code lists the portal's option calls read (issue 28): the regional units of each institution
-- (/unidadesAdministrativas/v1/regionais) and the kinds of naturalisation
-- (/naturalizacao/v1/tipo/naturalizacao). Seeded by gateway/seed/regionais-naturalizacao.ts.

-- A regional unit (superintendence, regional office, or the central administration) of an
-- institution. `nome` is the name the progressions and laudas store in their `regional` column
-- (gateway/domain/progressao.ts, regionalDe), so a search filters them by (instituicao, nome).
CREATE TABLE unidade_regional (
  numero integer PRIMARY KEY,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  nome text NOT NULL,
  municipio text NOT NULL,
  UNIQUE (instituicao_codigo, nome)
);

-- Kinds of naturalisation (Lei nº 13.445/2017, arts. 64-70); the servant record keeps the code.
CREATE TABLE tipo_naturalizacao (
  codigo integer PRIMARY KEY,
  descricao text NOT NULL UNIQUE
);
