-- Laudas ('Parametrização de laudas', /lauda/v1, issue 10): the text templates a unit's HR writes
-- once and generates for each servant (progression, promotion, time certificates …). The body is
-- rich-text HTML already sanitised by the gateway (sanitize-html allow-list) with placeholders such
-- as {nome}, {masp} or {cargo} that the generation fills with the servant's data. Written through
-- gateway/lib/write.ts (audit row, unit check, version, the LAUDA state machine of
-- gateway/domain/transitions.ts: included ATIVA, edited while ATIVA, inactivated once).

-- One lauda, owned by the unit that included it (only that unit lists, reads, edits or inactivates
-- it). An inactive lauda is kept (generated laudas and the audit trail refer to it) but can no
-- longer be edited or generated.
CREATE TABLE lauda (
  id serial PRIMARY KEY,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  titulo text NOT NULL CHECK (length(titulo) BETWEEN 3 AND 150),
  -- code of the personalisation type (gateway/routes/handlers/laudas.ts TIPOS_PERSONALIZACAO)
  tipo_personalizacao text NOT NULL,
  texto text NOT NULL,
  situacao text NOT NULL DEFAULT 'ATIVA' CHECK (situacao IN ('ATIVA', 'INATIVA')),
  versao integer NOT NULL DEFAULT 1,
  criado_por text NOT NULL REFERENCES usuario (cpf),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text NOT NULL REFERENCES usuario (cpf),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
-- listaLaudas: the laudas of one unit in one situation (each tab of the screen), optionally of one
-- type, by title (the default order); the id is the tie-break of the paged ORDER BY.
CREATE INDEX lauda_unidade_situacao_idx ON lauda (unidade_codigo, situacao, tipo_personalizacao, titulo, id);
-- Two active laudas of a unit never share a title (case-insensitive): the analyst picks a lauda by
-- its title when generating. An inactive one frees its title.
CREATE UNIQUE INDEX lauda_titulo_ativa_idx ON lauda (unidade_codigo, lower(titulo)) WHERE situacao = 'ATIVA';
