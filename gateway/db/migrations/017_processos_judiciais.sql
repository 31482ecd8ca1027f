-- 'Processos judiciais' (issue 12; destination JUSTICA, docs/PROCESSOS-JUDICIAIS.md): the judicial
-- processes that concern servants, their subjects and complements, the payments withheld because
-- of them and the requests to unlock those payments. Written through gateway/lib/write.ts (audit
-- row, unit check, version, the state machines PROCESSO_JUDICIAL and PAGAMENTO_RETIDO of
-- gateway/domain/transitions.ts).

-- Subjects of the processes (the HR classification of what the servant claims).
CREATE TABLE processo_assunto (
  codigo integer PRIMARY KEY,
  descricao text NOT NULL
);

-- Complements of a subject (listaComplementacaoPorAssuntoRH): a finer classification.
CREATE TABLE processo_complemento (
  codigo integer PRIMARY KEY,
  assunto_codigo integer NOT NULL REFERENCES processo_assunto (codigo),
  descricao text NOT NULL
);
CREATE INDEX processo_complemento_assunto_idx ON processo_complemento (assunto_codigo, descricao);

-- One judicial process of one servant. The unit scope comes from the servant's institution
-- (copied here so the searches filter on this table's own indexes).
CREATE TABLE processo_judicial (
  id serial PRIMARY KEY,
  -- 20 digits NNNNNNNDDAAAAJTROOOO (CNJ; shown as NNNNNNN-DD.AAAA.J.TR.OOOO), check digits valid
  numero text NOT NULL UNIQUE CHECK (numero ~ '^[0-9]{20}$'),
  servidor_id integer NOT NULL REFERENCES servidor (id),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  -- the unit of the institution (copied: the unit's list is one ordered index range)
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  assunto_codigo integer NOT NULL REFERENCES processo_assunto (codigo),
  complemento_codigo integer REFERENCES processo_complemento (codigo),
  -- court and court unit (vara) as the Tribunus system returns them
  tribunal text NOT NULL,
  orgao_julgador text NOT NULL,
  data_ajuizamento date NOT NULL,
  valor_causa bigint NOT NULL DEFAULT 0, -- cents
  -- polo of the State: 'PASSIVO' (the servant sues the State) or 'ATIVO'
  polo text NOT NULL CHECK (polo IN ('ATIVO', 'PASSIVO')),
  fase text NOT NULL, -- CONHECIMENTO, RECURSAL, EXECUCAO, TRANSITADO
  -- eSocial (S-1070) data the analysis confirms
  tipo_processo_esocial integer NOT NULL DEFAULT 2, -- 1 administrative, 2 judicial
  indicativo_suspensao text, -- eSocial table: 01, 02, 03, 04, 05, 08, 09, 10, 11, 12, 13, 90, 92
  data_decisao date,
  deposito_montante_integral boolean NOT NULL DEFAULT false,
  -- the analysis (salvarProcesso)
  situacao text NOT NULL DEFAULT 'AGUARDANDO_ANALISE' CHECK (situacao IN ('AGUARDANDO_ANALISE', 'ANALISADO', 'ARQUIVADO')),
  cumprimento text, -- what HR must do: IMPLANTAR, SUSPENDER_DESCONTO, RETER_PAGAMENTO, SEM_IMPACTO
  parecer text,
  analisado_por text REFERENCES usuario (cpf),
  analisado_em timestamptz,
  versao integer NOT NULL DEFAULT 1
);
-- listarProcesso: the unit's processes by filing date (default order, newest first), id as tie-break;
-- one institution, or a subject/complement, through the next two.
CREATE INDEX processo_judicial_unidade_data_idx ON processo_judicial (unidade_codigo, data_ajuizamento DESC, id DESC);
CREATE INDEX processo_judicial_inst_data_idx ON processo_judicial (instituicao_codigo, data_ajuizamento DESC, id DESC);
CREATE INDEX processo_judicial_inst_assunto_idx ON processo_judicial (instituicao_codigo, assunto_codigo, complemento_codigo, data_ajuizamento DESC, id DESC);
-- by servant (CPF filter, linked processes, detalhesProcessoTribunus)
CREATE INDEX processo_judicial_servidor_idx ON processo_judicial (servidor_id, data_ajuizamento DESC);
-- the count by agency and subject
CREATE INDEX processo_judicial_assunto_inst_idx ON processo_judicial (assunto_codigo, instituicao_codigo);

-- A payment (one payroll month of a servant) withheld because of a process, and its unlock.
CREATE TABLE pagamento_retido (
  id serial PRIMARY KEY,
  processo_id integer NOT NULL REFERENCES processo_judicial (id),
  servidor_id integer NOT NULL REFERENCES servidor (id),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo), -- the institution's (copied, as above)
  competencia integer NOT NULL, -- YYYYMM
  valor bigint NOT NULL, -- cents
  motivo text NOT NULL,
  situacao text NOT NULL DEFAULT 'PAGAMENTO_BLOQUEADO'
    CHECK (situacao IN ('PAGAMENTO_BLOQUEADO', 'AGUARDANDO_APROVACAO_DESBLOQUEIO', 'DESBLOQUEIO_APROVADO')),
  bloqueado_em timestamptz NOT NULL DEFAULT now(),
  versao integer NOT NULL DEFAULT 1,
  UNIQUE (processo_id, competencia)
);
-- pagamentosBloqueados: the unit's payments, optionally one situation, newest month first.
CREATE INDEX pagamento_retido_unidade_idx ON pagamento_retido (unidade_codigo, competencia DESC, id DESC);
CREATE INDEX pagamento_retido_unidade_sit_idx ON pagamento_retido (unidade_codigo, situacao, competencia DESC, id DESC);
CREATE INDEX pagamento_retido_inst_sit_idx ON pagamento_retido (instituicao_codigo, situacao, competencia DESC, id DESC);
CREATE INDEX pagamento_retido_inst_comp_idx ON pagamento_retido (instituicao_codigo, competencia DESC, id DESC);
CREATE INDEX pagamento_retido_servidor_idx ON pagamento_retido (servidor_id);

-- A request to unlock a withheld payment (desbloqueioPagamento) and its analysis
-- (analisarSolicitacaoDesbloqueioPagamento) by ANOTHER user of the unit.
CREATE TABLE solicitacao_desbloqueio (
  id serial PRIMARY KEY,
  pagamento_id integer NOT NULL REFERENCES pagamento_retido (id),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  justificativa text NOT NULL,
  solicitado_por text NOT NULL REFERENCES usuario (cpf),
  solicitado_em timestamptz NOT NULL DEFAULT now(),
  situacao text NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'APROVADA', 'RECUSADA')),
  analisado_por text REFERENCES usuario (cpf),
  analisado_em timestamptz,
  motivo_recusa text,
  -- the requester never analyses their own request
  CHECK (analisado_por IS NULL OR analisado_por <> solicitado_por)
);
CREATE INDEX solicitacao_desbloqueio_pagamento_idx ON solicitacao_desbloqueio (pagamento_id, id DESC);
-- at most one open request per payment
CREATE UNIQUE INDEX solicitacao_desbloqueio_pendente_idx ON solicitacao_desbloqueio (pagamento_id) WHERE situacao = 'PENDENTE';

-- The demo user added with this area (Diego Analista, gateway/db/demo-users.ts) starts with the
-- current terms accepted, like the others (migration 004).
INSERT INTO termo_uso_aceite (cpf, versao) VALUES ('62481309731', '1.00') ON CONFLICT DO NOTHING;
