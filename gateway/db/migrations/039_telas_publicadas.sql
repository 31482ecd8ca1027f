-- Screens published at run time (docs/ARCHITECTURE.md, "Published screens"): every version of a
-- screen document an analyst saves, submits and an administrator publishes, returns, withdraws or
-- restores. The shipped files under screens/ stay the defaults; the one PUBLICADA version of an id
-- replaces its file for every instance on this database. Written through gateway/lib/write.ts
-- (audit row, version, the TELA_VERSAO machine of gateway/domain/transitions.ts). Nothing seeded.

CREATE TABLE tela_versao (
  id serial PRIMARY KEY,
  -- the screen document's id (screens/<area>/<id>.screen.json when it replaces a shipped one)
  tela_id text NOT NULL CHECK (tela_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(tela_id) <= 100),
  -- 1, 2, 3 … per screen, in the order the versions were created
  numero integer NOT NULL CHECK (numero >= 1),
  -- json, not jsonb: the document keeps the order its author gave its properties (diffs, exported files)
  documento json NOT NULL CHECK (json_typeof(documento) = 'object'),
  situacao text NOT NULL DEFAULT 'RASCUNHO' CHECK (situacao IN ('RASCUNHO', 'EM_REVISAO', 'PUBLICADA', 'RETIRADA')),
  -- why an administrator returned it to its author (the last return; kept until it is submitted again)
  motivo_devolucao text CHECK (length(motivo_devolucao) BETWEEN 10 AND 500),
  -- the version a restoration copied
  restaurada_de integer REFERENCES tela_versao (id),
  versao integer NOT NULL DEFAULT 1,
  autor text NOT NULL REFERENCES usuario (cpf),
  -- the unit the author acted for (the audit row carries it too)
  autor_unidade text NOT NULL REFERENCES unidade (codigo),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text NOT NULL REFERENCES usuario (cpf),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tela_id, numero)
);
-- At most one published version per screen: publishing another withdraws it in the same transaction.
CREATE UNIQUE INDEX tela_versao_publicada_idx ON tela_versao (tela_id) WHERE situacao = 'PUBLICADA';
-- The review queue and the versions of a state, newest first.
CREATE INDEX tela_versao_situacao_idx ON tela_versao (situacao, atualizado_em DESC, id DESC);
