-- Notices ('Avisos', /aviso/v1): a unit's administrators publish a notice to the servants of some
-- institutions (optionally only to some roles) for a period; each user acknowledges it once
-- ('Ciente'). Written through gateway/lib/write.ts (audit row, unit check, the AVISO state machine
-- of gateway/domain/transitions.ts).

-- One notice, owned by the unit that created it (only that unit lists, activates or deactivates
-- it). `texto` is HTML already sanitised by the gateway (sanitize-html allow-list), never raw
-- input. A notice without `data_fim` stays in force until it is deactivated.
CREATE TABLE aviso (
  id serial PRIMARY KEY,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  titulo text NOT NULL,
  texto text NOT NULL,
  data_inicio date NOT NULL,
  data_fim date,
  situacao text NOT NULL DEFAULT 'ATIVO' CHECK (situacao IN ('ATIVO', 'INATIVO')),
  criado_por text NOT NULL REFERENCES usuario (cpf),
  criado_em timestamptz NOT NULL DEFAULT now(),
  versao integer NOT NULL DEFAULT 1,
  -- spec §5: a start date is strictly before the end date (the catalogue's `antesDe` says the same).
  CHECK (data_fim IS NULL OR data_inicio < data_fim)
);
-- 'Consultar avisos': the notices of one unit, newest first (the default order), with the id as
-- the tie-break of the paged ORDER BY; also the access path of the unit's active-notice count.
CREATE INDEX aviso_unidade_criado_idx ON aviso (unidade_codigo, criado_em DESC, id DESC);
-- Notices in force: situacao = 'ATIVO' AND data_inicio <= today, then data_fim checked in the index.
CREATE INDEX aviso_vigencia_idx ON aviso (situacao, data_inicio, data_fim);

-- The institutions a notice is addressed to (at least one; the handler checks it).
CREATE TABLE aviso_instituicao (
  aviso_id integer NOT NULL REFERENCES aviso (id) ON DELETE CASCADE,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  PRIMARY KEY (aviso_id, instituicao_codigo)
);
-- The notices addressed to the institutions of a unit (the user-visible query, see below).
CREATE INDEX aviso_instituicao_instituicao_idx ON aviso_instituicao (instituicao_codigo, aviso_id);

-- The roles a notice is addressed to; no row means every role ('Todos os perfis').
CREATE TABLE aviso_papel (
  aviso_id integer NOT NULL REFERENCES aviso (id) ON DELETE CASCADE,
  papel_codigo text NOT NULL REFERENCES papel (codigo),
  PRIMARY KEY (aviso_id, papel_codigo)
);

-- 'Ciente': who read a notice, from which unit, when. One row per person and notice (a second
-- 'Ciente' keeps the first date), so a notice acknowledged at one unit is not asked again at another.
CREATE TABLE aviso_ciencia (
  aviso_id integer NOT NULL REFERENCES aviso (id) ON DELETE CASCADE,
  cpf text NOT NULL REFERENCES usuario (cpf),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  ciente_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (aviso_id, cpf)
);

-- The notices a signed-in user sees (listaAvisosUsuarioEspecifico, the 'novos' popup and
-- consultaPendencia run on every page load, so this is the hot query). It is written as
-- `a.id IN (aviso_instituicao ⋈ instituicao of the token's unit)` plus the in-force and role tests,
-- and plans as (EXPLAIN on 20,000 notices over 4 units):
--   instituicao_unidade_idx (migration 001) → the few institutions of the unit;
--   aviso_instituicao by instituicao_codigo (aviso_instituicao_instituicao_idx; a sequential scan
--   when the unit holds a large share of the table) → the ids of the notices addressed to them,
--   de-duplicated (HashAggregate: a notice addressed to two of them counts once);
--   aviso by primary key (nested loop), filtered on situacao / data_inicio / data_fim;
--   the role test and the 'Ciente' test: aviso_papel (aviso_id, papel_codigo) and aviso_ciencia
--   (aviso_id, cpf) by primary key, or hashed once when they are small; 'novos' is an anti-join
--   on aviso_ciencia.
-- When a unit has accumulated many notices of which few are in force, the planner can start from
-- aviso_vigencia_idx (situacao = 'ATIVO' AND data_inicio <= today) and probe the rest instead.
