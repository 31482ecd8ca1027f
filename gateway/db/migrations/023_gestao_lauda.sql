-- Gestão de laudas (issue 11, time-counting gateway, /gestaoLauda/v1 and /laudasConsolidadas/v1): the
-- laudas GENERATED from a model. The models are the `lauda` table of migration 013 (parametrização
-- de laudas); a generated lauda is one act of an institution (optionally one regional) for one nature
-- of evolution (progressão or promoção), signed by an active supreme official, citing one act of
-- legislation, listing every servant whose movement of that nature is VALIDADA and not yet in
-- another generated lauda. Rules: docs/GESTAO-TEMPO.md "Gestão de laudas".
--
-- The row is also the job (gateway/domain/gestao-lauda.ts): PENDENTE → PROCESSANDO → CONCLUIDA | ERRO
-- (GESTAO_LAUDA of gateway/domain/transitions.ts); the worker copies the servants in batches, one
-- transaction each, updating processados so the screen shows the progress, and resumes after
-- ultimo_progressao when the process stopped mid-way.
CREATE TABLE lauda_gerada (
  id serial PRIMARY KEY,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  -- NULL: every regional of the institution
  regional text,
  natureza_evolucao text NOT NULL CHECK (natureza_evolucao IN ('PROGRESSAO', 'PROMOCAO')),
  lauda_id integer NOT NULL REFERENCES lauda (id),
  -- the model's title and text AS GENERATED (editing the model later does not change the document)
  titulo text NOT NULL,
  texto_modelo text NOT NULL,
  legislacao_id integer NOT NULL REFERENCES legislacao (id),
  dirigente_id integer NOT NULL REFERENCES dirigente_maximo (id),
  -- the signer as generated (name and position description)
  responsavel_nome text NOT NULL,
  responsavel_cargo text NOT NULL,
  status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'PROCESSANDO', 'CONCLUIDA', 'ERRO')),
  total integer NOT NULL DEFAULT 0,
  processados integer NOT NULL DEFAULT 0,
  -- the last progressao_servidor id copied: a resumed job continues after it
  ultimo_progressao bigint NOT NULL DEFAULT 0,
  mensagem_erro text,
  cpf text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  iniciado_em timestamptz,
  concluido_em timestamptz
);
-- listaGestaoLauda: the unit's laudas, newest first.
CREATE INDEX lauda_gerada_unidade_idx ON lauda_gerada (unidade_codigo, criado_em DESC, id DESC);
-- the worker's queue
CREATE INDEX lauda_gerada_fila_idx ON lauda_gerada (status, id);
-- At most one generation waiting or running per institution and nature: asking again is refused.
CREATE UNIQUE INDEX lauda_gerada_aberta_idx ON lauda_gerada (instituicao_codigo, natureza_evolucao) WHERE status IN ('PENDENTE', 'PROCESSANDO');

-- The servants of a generated lauda: the data the document fills in, copied at generation (a later
-- change of the servant or of the progression does not rewrite a generated act).
CREATE TABLE lauda_gerada_servidor (
  lauda_gerada_id integer NOT NULL REFERENCES lauda_gerada (id) ON DELETE CASCADE,
  progressao_id bigint NOT NULL REFERENCES progressao_servidor (id),
  servidor_id integer NOT NULL REFERENCES servidor (id),
  nome text NOT NULL,
  nome_busca text NOT NULL,
  nome_social text,
  masp text NOT NULL,
  cpf text NOT NULL,
  cargo text NOT NULL,
  carreira text NOT NULL,
  regional text NOT NULL,
  nivel_anterior text NOT NULL,
  grau_anterior text NOT NULL,
  nivel text NOT NULL,
  grau text NOT NULL,
  data_admissao date NOT NULL,
  data_vigencia date NOT NULL,
  periodo_inicio date NOT NULL,
  periodo_fim date NOT NULL,
  numero_ato text,
  data_publicacao date,
  PRIMARY KEY (lauda_gerada_id, progressao_id)
);
-- A validated movement is published in ONE generated lauda (the rule that picks the servants).
CREATE UNIQUE INDEX lauda_gerada_servidor_progressao_idx ON lauda_gerada_servidor (progressao_id);
-- listaServidoresLaudaGerada and the document: by name.
CREATE INDEX lauda_gerada_servidor_nome_idx ON lauda_gerada_servidor (lauda_gerada_id, nome_busca, progressao_id);
