-- Gestão do tempo, part 1 (issue 10): the attendance data the year-end bonus (gratificação natalina)
-- is computed from, the parametrisation of which absences count, the computed bonuses and the
-- adjustments of avos changed after payment. Rules: docs/GESTAO-TEMPO.md.

-- Which absence and leave types count as service ("efetivo exercício") for the avos. One row per
-- type of the catalogue (seeded from TIPOS_AFASTAMENTO plus the kinds of faltas); changed by the
-- parametrisation screens (afastamentos: groups afastamento/licenca; faltas: group falta).
CREATE TABLE parametro_ausencia (
  codigo_tipo integer PRIMARY KEY,
  descricao text NOT NULL,
  grupo text NOT NULL CHECK (grupo IN ('afastamento', 'licenca', 'falta')),
  conta_exercicio boolean NOT NULL,
  -- faltas only: the code of tiposComplementacaoFaltas ('DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA')
  tipo_complementacao text,
  versao integer NOT NULL DEFAULT 1,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text
);

-- Absences and leave of the open years of the bonus (from 2025): seeded from the servant's
-- generated history (the record reads earlier years from the generator and these from here), and
-- registered late through the portal. They never overlap (checked on registration).
CREATE TABLE ausencia (
  id bigserial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  -- the servant's absence number (sequencialAfastamento): the generated one for seeded rows, the
  -- next free one for rows registered through the portal
  sequencial integer NOT NULL,
  codigo_tipo integer NOT NULL REFERENCES parametro_ausencia (codigo_tipo),
  data_inicio date NOT NULL,
  data_fim date NOT NULL CHECK (data_fim >= data_inicio),
  origem text NOT NULL CHECK (origem IN ('FOLHA', 'PORTAL')),
  observacao text,
  registrada_em timestamptz NOT NULL DEFAULT now(),
  registrada_por text
);
CREATE INDEX ausencia_servidor_inicio_idx ON ausencia (servidor_id, data_inicio);
CREATE INDEX ausencia_tipo_inicio_idx ON ausencia (codigo_tipo, data_inicio, servidor_id);

-- The bonus of one servant and year. Open years (situacao APURADA or REJEITADA) are recomputed
-- whenever their data or the parametrisation change; a paid year (PAGA) keeps what was paid and
-- the parametrisation in force at payment (parametros: the codes that did not count), so a later
-- change only ever produces an adjustment (avos_alterado), never a silent change of a paid value.
CREATE TABLE gratificacao_natalina (
  id bigserial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  ano integer NOT NULL,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  inicio_exercicio date NOT NULL,
  fim_exercicio date,
  remuneracao_base bigint NOT NULL,
  adiantamento bigint NOT NULL DEFAULT 0,
  avos integer NOT NULL DEFAULT 0,
  valor_bruto bigint NOT NULL DEFAULT 0,
  saldo bigint NOT NULL DEFAULT 0,
  situacao text NOT NULL CHECK (situacao IN ('APURADA', 'PAGA', 'REJEITADA')),
  motivo_rejeicao text,
  pago_em date,
  avos_pagos integer,
  valor_pago bigint,
  parametros jsonb,
  versao integer NOT NULL DEFAULT 1,
  apurada_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (servidor_id, ano)
);
CREATE INDEX gratificacao_ano_inst_idx ON gratificacao_natalina (ano, instituicao_codigo, servidor_id);
CREATE INDEX gratificacao_ano_inst_situacao_idx ON gratificacao_natalina (ano, instituicao_codigo, situacao, servidor_id);
CREATE INDEX gratificacao_ano_inst_avos_idx ON gratificacao_natalina (ano, instituicao_codigo, avos) WHERE avos < 12;

-- An adjustment of a paid year whose avos changed after payment: 'a receber' (the servant is owed)
-- or 'a restituir' (the servant owes). PENDENTE → (indicar) RETIFICAR_ACERTO → (retificar)
-- FINALIZADO; at most one open adjustment per servant and year (a new change updates it).
CREATE TABLE avos_alterado (
  id bigserial PRIMARY KEY,
  servidor_id integer NOT NULL REFERENCES servidor (id),
  ano integer NOT NULL,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  avos_pagos integer NOT NULL,
  avos_apurados integer NOT NULL,
  valor_pago bigint NOT NULL,
  valor_devido bigint NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('A_RECEBER', 'A_RESTITUIR')),
  situacao text NOT NULL CHECK (situacao IN ('PENDENTE', 'RETIFICAR_ACERTO', 'FINALIZADO')),
  motivo text NOT NULL,
  indicacao text,
  ano_mes_acerto integer,
  retificacao text,
  versao integer NOT NULL DEFAULT 1,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avos_alterado_unidade_idx ON avos_alterado (unidade_codigo, ano, situacao, criado_em DESC, id DESC);
CREATE INDEX avos_alterado_servidor_idx ON avos_alterado (servidor_id, ano);
CREATE UNIQUE INDEX avos_alterado_aberto_idx ON avos_alterado (servidor_id, ano) WHERE situacao <> 'FINALIZADO';
