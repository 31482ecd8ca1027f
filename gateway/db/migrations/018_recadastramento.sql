-- Recadastramento (issue 12): the annual re-registration of inactive and special pensioners, their
-- curators/guardians, the suspended payments that follow a missed re-registration, and the history
-- of re-registrations (done in the portal or in the state payroll system, SISAP). Rules in
-- docs/RECADASTRAMENTO.md; handlers in gateway/routes/handlers/recadastramento*.ts; seed in
-- gateway/seed/recadastramento.ts.

-- A CPF from its 9-digit base (both check digits), for the set-based seed of new persons.
CREATE FUNCTION recad_cpf_de_base(base text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  WITH p AS (SELECT base || ((SELECT sum(substr(base, i, 1)::int * (11 - i)) FROM generate_series(1, 9) i) * 10 % 11 % 10)::text AS b)
  SELECT b || ((SELECT sum(substr(b, i, 1)::int * (12 - i)) FROM generate_series(1, 10) i) * 10 % 11 % 10)::text FROM p
$$;

-- First day of the re-registration cycle a day belongs to: the cycle is annual and opens on the
-- first day of the person's birthday month (of this year once that month has come, else of last year).
CREATE FUNCTION recad_inicio_ciclo(nascimento date, dia date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(
    extract(year FROM dia)::int - CASE WHEN extract(month FROM nascimento) > extract(month FROM dia) THEN 1 ELSE 0 END,
    extract(month FROM nascimento)::int, 1)
$$;

-- A special pension granted by law (pensão especial), derived from a servant (the instituidor) and
-- paid to one or more beneficiaries (pensionista rows of tipo PENSAO_ESPECIAL).
CREATE TABLE pensao_especial (
  numero integer PRIMARY KEY,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  instituidor_id integer NOT NULL REFERENCES servidor (id),
  especie text NOT NULL,
  fundamento_legal text NOT NULL,
  data_concessao date NOT NULL,
  valor numeric(12, 2) NOT NULL CHECK (valor > 0),
  situacao text NOT NULL DEFAULT 'ATIVA' CHECK (situacao IN ('ATIVA', 'ENCERRADA'))
);
CREATE INDEX pensao_especial_inst_idx ON pensao_especial (instituicao_codigo, numero);

-- One person subject to the annual re-registration: an inactive servant (tipo INATIVO, servidor_id)
-- or a beneficiary of a special pension (tipo PENSAO_ESPECIAL, a new person). Holds the contacts and
-- address confirmed at the last re-registration and the state of the person's curatorship.
CREATE TABLE pensionista (
  id serial PRIMARY KEY,
  -- numeroPessoaFisJurFu of the person's documents: the servant's numero_funcionario, or 9xxxxxx.
  numero_pessoa text NOT NULL UNIQUE,
  tipo text NOT NULL CHECK (tipo IN ('INATIVO', 'PENSAO_ESPECIAL')),
  servidor_id integer UNIQUE REFERENCES servidor (id),
  pensao_especial_numero integer REFERENCES pensao_especial (numero),
  parentesco text,
  cota numeric(5, 2),
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  nome text NOT NULL,
  nome_busca text NOT NULL,
  cpf text NOT NULL,
  data_nascimento date NOT NULL,
  mes_aniversario smallint GENERATED ALWAYS AS (extract(month FROM data_nascimento)::smallint) STORED,
  sexo text NOT NULL,
  celular text,
  telefone text,
  email text,
  cep text,
  logradouro text,
  numero_endereco text,
  complemento text,
  bairro text,
  municipio text,
  uf text,
  ultimo_recadastramento date,
  situacao_curatela text NOT NULL DEFAULT 'SEM_CURADOR' CHECK (situacao_curatela IN ('SEM_CURADOR', 'INICIADA', 'FINALIZADA')),
  versao integer NOT NULL DEFAULT 1,
  CHECK ((tipo = 'INATIVO') = (servidor_id IS NOT NULL)),
  CHECK ((tipo = 'PENSAO_ESPECIAL') = (pensao_especial_numero IS NOT NULL))
);
-- Searches: by institution (the unit's) and name; by birthday month (SMS file, pending list); by CPF;
-- by curatorship state; a pension's beneficiaries.
CREATE INDEX pensionista_inst_nome_idx ON pensionista (instituicao_codigo, nome_busca, id);
CREATE INDEX pensionista_inst_tipo_nome_idx ON pensionista (instituicao_codigo, tipo, nome_busca, id);
CREATE INDEX pensionista_inst_mes_idx ON pensionista (instituicao_codigo, mes_aniversario, nome_busca, id);
CREATE INDEX pensionista_inst_curatela_idx ON pensionista (instituicao_codigo, situacao_curatela, nome_busca, id);
CREATE INDEX pensionista_cpf_idx ON pensionista (cpf);
CREATE INDEX pensionista_pensao_idx ON pensionista (pensao_especial_numero);
CREATE INDEX pensionista_nome_trgm_idx ON pensionista USING gin (nome_busca gin_trgm_ops);

-- One re-registration: in the portal (with its supporting document) or in the state payroll system.
CREATE TABLE recadastramento (
  id serial PRIMARY KEY,
  pensionista_id integer NOT NULL REFERENCES pensionista (id),
  data date NOT NULL,
  origem text NOT NULL CHECK (origem IN ('PORTAL', 'SISAP')),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  realizado_por text,
  documento_id integer REFERENCES documento (id),
  registrado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recadastramento_pensionista_idx ON recadastramento (pensionista_id, data DESC, id DESC);
CREATE INDEX recadastramento_unidade_origem_idx ON recadastramento (unidade_codigo, origem, data DESC, id DESC);

-- A curatorship (CURATELA) or guardianship (TUTELA) of a pensioner, started and finished with the
-- court's document. At most one open (INICIADA) per person.
CREATE TABLE curatela (
  id serial PRIMARY KEY,
  pensionista_id integer NOT NULL REFERENCES pensionista (id),
  tipo text NOT NULL CHECK (tipo IN ('CURATELA', 'TUTELA')),
  curador_nome text NOT NULL,
  curador_cpf text NOT NULL,
  numero_processo text NOT NULL,
  data_inicio date NOT NULL,
  data_fim date,
  motivo_fim text,
  situacao text NOT NULL CHECK (situacao IN ('INICIADA', 'FINALIZADA')),
  documento_inicio_id integer REFERENCES documento (id),
  documento_fim_id integer REFERENCES documento (id),
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  iniciado_por text,
  finalizado_por text,
  CHECK ((situacao = 'FINALIZADA') = (data_fim IS NOT NULL))
);
CREATE INDEX curatela_pensionista_idx ON curatela (pensionista_id, id DESC);
CREATE UNIQUE INDEX curatela_aberta_idx ON curatela (pensionista_id) WHERE situacao = 'INICIADA';

-- A payment suspended (missed re-registration) or blocked (court order, death notice …); released
-- when data_liberacao is set (a re-registration releases the suspensions for missing it).
CREATE TABLE pagamento_suspenso (
  id serial PRIMARY KEY,
  pensionista_id integer NOT NULL REFERENCES pensionista (id),
  tipo text NOT NULL CHECK (tipo IN ('SUSPENSO', 'BLOQUEADO')),
  motivo text NOT NULL,
  ano_mes_suspensao integer NOT NULL,
  data_suspensao date NOT NULL,
  valor numeric(12, 2) NOT NULL,
  data_liberacao date,
  CHECK (data_liberacao IS NULL OR data_liberacao >= data_suspensao)
);
CREATE INDEX pagamento_suspenso_pensionista_idx ON pagamento_suspenso (pensionista_id, data_suspensao DESC);
CREATE INDEX pagamento_suspenso_aberto_idx ON pagamento_suspenso (tipo, data_suspensao DESC) WHERE data_liberacao IS NULL;
CREATE INDEX pagamento_suspenso_liberado_idx ON pagamento_suspenso (data_liberacao DESC) WHERE data_liberacao IS NOT NULL;
