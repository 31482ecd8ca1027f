-- Progressão e promoção (issue 11, time-counting gateway): careers and their rules, activity
-- groups, performance evaluations, the servants' progressions/promotions and their publications.
-- Rules and numbers: docs/PROGRESSAO-PROMOCAO.md. Absences are NOT copied here: they are read from
-- table `ausencia` (migration 012) and the servant record, their one source.

-- Grupos de atividade (the families of careers: education, health, management …).
CREATE TABLE grupo_atividade (
  codigo integer PRIMARY KEY,
  nome text NOT NULL UNIQUE
);

-- Careers of the state (codigo is stable and is what other tables — legislation, laudas — refer to;
-- nome is the career's name as the servant record shows it, gateway/servidores/catalogos.ts).
CREATE TABLE carreira (
  codigo text PRIMARY KEY,
  nome text NOT NULL UNIQUE,
  cargo text NOT NULL,
  grupo_atividade_codigo integer NOT NULL REFERENCES grupo_atividade (codigo),
  -- levels (promotion) and grades (progression) of the career's table, in order
  niveis text[] NOT NULL,
  graus text[] NOT NULL,
  -- monthly base salary of level I, grade A (cents)
  vencimento_base integer NOT NULL,
  jornada_semanal integer NOT NULL
);
CREATE INDEX carreira_grupo_idx ON carreira (grupo_atividade_codigo);

-- Which institutions employ a career (the same career may serve several, e.g. Médico).
CREATE TABLE carreira_instituicao (
  carreira_codigo text NOT NULL REFERENCES carreira (codigo),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  PRIMARY KEY (instituicao_codigo, carreira_codigo)
);

-- The rules of a career, by kind of movement, in force from vigencia_inicio: the source of every
-- number the computation of a progression uses.
CREATE TABLE regra_carreira (
  id serial PRIMARY KEY,
  carreira_codigo text NOT NULL REFERENCES carreira (codigo),
  tipo text NOT NULL CHECK (tipo IN ('PROGRESSAO', 'PROMOCAO')),
  -- months of effective exercise since the last movement (progression: in the grade; promotion: in the level)
  intersticio_meses integer NOT NULL CHECK (intersticio_meses > 0),
  -- minimum mean of the performance evaluations of the period (percent)
  nota_minima numeric(5, 2) NOT NULL CHECK (nota_minima BETWEEN 0 AND 100),
  -- maximum days of unjustified absences (faltas that discount) in the period
  faltas_maximas integer NOT NULL CHECK (faltas_maximas >= 0),
  -- legal basis shown with the rule
  fundamento text NOT NULL,
  vigencia_inicio date NOT NULL,
  UNIQUE (carreira_codigo, tipo, vigencia_inicio)
);

-- Annual performance evaluations (avaliação de desempenho individual) of a servant.
CREATE TABLE avaliacao_desempenho (
  id bigserial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  ano integer NOT NULL,
  nota numeric(5, 2) NOT NULL CHECK (nota BETWEEN 0 AND 100),
  avaliador text NOT NULL,
  concluida_em date NOT NULL,
  UNIQUE (servidor_id, ano)
);

-- A servant's progression (grade) or promotion (level) under assessment or decided: computed from
-- the career's rules, the evaluations and the absences (gateway/domain/progressao.ts).
-- unidade_codigo, instituicao_codigo and nome_busca repeat the servant's (who never changes
-- institution here) so the searches are served by one index.
CREATE TABLE progressao_servidor (
  id bigserial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  nome_busca text NOT NULL,
  regional text NOT NULL,
  carreira_codigo text NOT NULL REFERENCES carreira (codigo),
  tipo text NOT NULL CHECK (tipo IN ('PROGRESSAO', 'PROMOCAO')),
  nivel_anterior text NOT NULL,
  grau_anterior text NOT NULL,
  nivel_novo text NOT NULL,
  grau_novo text NOT NULL,
  periodo_inicio date NOT NULL,
  periodo_fim date NOT NULL,
  data_aquisicao date NOT NULL,
  -- results of the computation
  media_avaliacao numeric(5, 2),
  faltas integer NOT NULL DEFAULT 0,
  dias_suspensao integer NOT NULL DEFAULT 0,
  pendencias text[] NOT NULL DEFAULT '{}',
  apurada_em timestamptz NOT NULL DEFAULT now(),
  situacao text NOT NULL CHECK (situacao IN ('AGUARDANDO_VALIDACAO', 'VALIDADA', 'REPROVADA', 'NAO_APTA', 'REPROCESSAMENTO_SOLICITADO')),
  motivos_reprovacao text[] NOT NULL DEFAULT '{}',
  observacao_reprovacao text,
  justificativa_reprocessamento text,
  versao integer NOT NULL DEFAULT 1,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text
);
CREATE UNIQUE INDEX progressao_servidor_aquisicao_idx ON progressao_servidor (servidor_id, data_aquisicao);
CREATE INDEX progressao_unidade_situacao_nome_idx ON progressao_servidor (unidade_codigo, situacao, nome_busca, id);
CREATE INDEX progressao_instituicao_situacao_nome_idx ON progressao_servidor (instituicao_codigo, situacao, nome_busca, id);
CREATE INDEX progressao_nome_trgm_idx ON progressao_servidor USING gin (nome_busca gin_trgm_ops);

-- Publications of a validated act in the official gazette: the main one and complementary ones
-- (rectifications, apostilles).
CREATE TABLE publicacao_progressao (
  id bigserial PRIMARY KEY,
  progressao_id bigint NOT NULL REFERENCES progressao_servidor (id),
  tipo text NOT NULL CHECK (tipo IN ('PRINCIPAL', 'COMPLEMENTAR')),
  numero text NOT NULL,
  data_publicacao date NOT NULL,
  veiculo text NOT NULL,
  texto text NOT NULL
);
CREATE INDEX publicacao_progressao_idx ON publicacao_progressao (progressao_id, tipo, data_publicacao);
