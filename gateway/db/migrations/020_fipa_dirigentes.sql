-- FIPA eletrônica (issue 12) and dirigentes máximos (issue 11). Rules in docs/FIPA.md and
-- docs/GESTAO-TEMPO.md ('Dirigentes máximos').

-- Every FIPA report *emitted* (relatoriosFipa.emitirRelatoriosFipa): the número de emissão and the
-- authentication code printed on the PDF are kept here, so an issued document can be checked later
-- (who issued it, for which servant, when, which report). A 'visualizar' writes nothing.
CREATE TABLE fipa_emissao (
  id serial PRIMARY KEY,
  -- 'FIPA-AAAA-NNNNNN' (year of issue + this row's id, zero-padded): unique, printed on the PDF.
  numero_emissao text NOT NULL UNIQUE,
  -- 16 hex characters (SHA-256 of the issue's facts), printed on the PDF as XXXX-XXXX-XXXX-XXXX.
  codigo_autenticacao text NOT NULL UNIQUE,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  -- FICHA_FUNCIONAL | HISTORICO_LOTACOES | CERTIDAO_TEMPO_SERVICO (gateway/lib/fipa-pdf.ts RELATORIOS_FIPA)
  relatorio text NOT NULL CHECK (relatorio IN ('FICHA_FUNCIONAL', 'HISTORICO_LOTACOES', 'CERTIDAO_TEMPO_SERVICO')),
  emitido_por text NOT NULL,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  emitido_em timestamptz NOT NULL DEFAULT now()
);
-- listaEmissoesFipa / listaRelatoriosFipa: the issues of one servant, newest first.
CREATE INDEX fipa_emissao_servidor_idx ON fipa_emissao (servidor_id, emitido_em DESC, id DESC);

-- A supreme official (dirigente máximo) of an institution: a servant of the state named head of an
-- institution of the unit (Secretário(a) de Estado, Presidente, Reitor(a) …). BLOQUEADO stops their
-- inclusion (as signatory) in generated laudas until unblocked (gateway/domain/dirigentes.ts).
-- A person is the supreme official of one institution at a time (unique cpf).
CREATE TABLE dirigente_maximo (
  id serial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  cpf text NOT NULL UNIQUE,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  -- code of the position (gateway/routes/handlers/dirigentes.ts CARGOS_DIRIGENTE)
  cargo text NOT NULL,
  data_inicio date NOT NULL,
  ato_nomeacao text NOT NULL CHECK (length(ato_nomeacao) BETWEEN 3 AND 100),
  situacao text NOT NULL DEFAULT 'ATIVO' CHECK (situacao IN ('ATIVO', 'BLOQUEADO')),
  -- the reason of the last block or unblock (the full history is the audit trail)
  motivo text,
  versao integer NOT NULL DEFAULT 1,
  criado_por text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
-- listaDirigenteMaximo (one institution, or every institution of the unit) and dirigentesAtivos.
CREATE INDEX dirigente_maximo_instituicao_idx ON dirigente_maximo (instituicao_codigo, situacao, id);

-- Documents of a supreme official (salvarDocumento, modelo INCLUIR_DIRIGENTE_MAXIMO: the act of
-- appointment). Checked by gateway/lib/upload.ts before a row is written; the newest one is the
-- official's current document (downloadArquivo), older ones are kept.
CREATE TABLE dirigente_maximo_documento (
  id serial PRIMARY KEY,
  dirigente_id integer NOT NULL REFERENCES dirigente_maximo (id),
  modelo text NOT NULL CHECK (modelo IN ('INCLUIR_DIRIGENTE_MAXIMO')),
  nome_original text NOT NULL,
  nome_arquivo text NOT NULL,
  tipo_conteudo text NOT NULL,
  tamanho integer NOT NULL,
  sha256 text NOT NULL,
  conteudo bytea NOT NULL,
  enviado_por text NOT NULL,
  enviado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dirigente_maximo_documento_idx ON dirigente_maximo_documento (dirigente_id, id DESC);
