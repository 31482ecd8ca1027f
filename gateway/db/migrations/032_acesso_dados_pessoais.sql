-- Who saw whose data (issue 31): the access log of personal data, and a hash chain over it and over
-- the audit trail of changes (`auditoria`), so that an edited, deleted or inserted row is detected
-- by `npm run auditoria:verificar` (gateway/acessos/cadeia.ts). docs/SECURITY.md ("LGPD").

-- One row per answer that carried personal data (endpoints whose catalogue entry declares
-- `personalData`, exports when their file is written): who, for which unit, with which roles, when,
-- from where, through which endpoint and screen, whose data (the person's or record's id only —
-- never a name, CPF or value of the person seen), and for a search or export its filters and count.
-- Written in batches off the request's path (gateway/acessos/registro.ts).
CREATE TABLE acesso_dados_pessoais (
  id bigserial PRIMARY KEY,
  em timestamptz NOT NULL,
  cpf text NOT NULL,
  nome text,
  unidade_codigo text NOT NULL,
  papeis text[] NOT NULL DEFAULT '{}',
  endereco text,
  endpoint text NOT NULL,
  tela text,
  operacao text NOT NULL CHECK (operacao IN ('CONSULTA', 'PESQUISA', 'DOWNLOAD', 'EXPORTACAO')),
  categorias text[] NOT NULL,
  -- Whose data: 'servidor', 'pessoa', 'usuario' or 'registro' (a record named by its own id), which
  -- identifier (id, numeroFuncionario, cpf … or the record's field) and its value.
  titular_tipo text,
  titular_chave text,
  titular_id text,
  filtros jsonb,
  quantidade integer,
  quantidade_limitada boolean NOT NULL DEFAULT false,
  relatorio_id integer,
  elo bigint,
  hash_anterior text,
  hash text
);
-- The data officer's searches, always within one unit: by period (newest first), by user, by
-- person (the ids the person's CPF or name resolves to), by a CPF typed as a search filter.
CREATE INDEX acesso_dp_unidade_em_idx ON acesso_dados_pessoais (unidade_codigo, em DESC, id DESC);
CREATE INDEX acesso_dp_usuario_idx ON acesso_dados_pessoais (cpf, em DESC);
CREATE INDEX acesso_dp_titular_idx ON acesso_dados_pessoais (titular_id, em DESC) WHERE titular_id IS NOT NULL;
CREATE INDEX acesso_dp_filtro_cpf_idx ON acesso_dados_pessoais ((filtros ->> 'cpf'), em DESC) WHERE filtros ? 'cpf';

-- The head of each chain: its last link (elo) and hash, where it starts (after a retention purge the
-- first kept row links to the last purged one) and when it was emptied by a TRUNCATE (a reseed).
-- Locking this row serialises the extension of one chain across every connection and instance.
CREATE TABLE cadeia_hash (
  tabela text PRIMARY KEY,
  elo bigint NOT NULL,
  hash text NOT NULL,
  inicio_elo bigint NOT NULL DEFAULT 0,
  inicio_hash text NOT NULL,
  reiniciada_em timestamptz
);

-- The text a row's hash covers: every column except the hash itself, as jsonb text (keys in
-- jsonb's fixed order), null columns left out (so a nullable column added later leaves old rows'
-- hashes valid) and `em` in UTC with microseconds (to_jsonb would write the session's time zone).
-- The verifier hashes this same text in Node (gateway/acessos/cadeia.ts).
CREATE FUNCTION linha_canonica(linha jsonb, em timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (coalesce(jsonb_object_agg(k, v), '{}'::jsonb)
          || jsonb_build_object('em', to_char(em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')))::text
    FROM jsonb_each(linha - 'hash' - 'em') AS e(k, v)
   WHERE v <> 'null'::jsonb
$$;

CREATE FUNCTION hash_da_linha(linha jsonb, em timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(linha_canonica(linha, em), 'UTF8')), 'hex')
$$;

-- Every insert extends its table's chain: next link, previous hash, own hash. The first row of a
-- statement locks the head (FOR UPDATE: concurrent inserters — other transactions, other instances —
-- wait until this one commits, so two rows never take the same link; PGlite has one connection);
-- the statement's later rows carry the head in a transaction-local setting, and the statement's end
-- writes it back once. Updating the head row per inserted row made a 500-row batch quadratic (each
-- update of one row inside one transaction leaves another version to walk). SECURITY DEFINER: the
-- application's role needs no right on cadeia_hash (docs/DEPLOYMENT.md), so it cannot move a head;
-- the search path is the migration's, so no caller can slip in objects of its own.
CREATE FUNCTION encadear() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  cabeca text := current_setting('portalrh.cadeia_' || TG_TABLE_NAME, true);
  elo bigint;
  anterior text;
BEGIN
  IF cabeca IS NULL OR cabeca = '' THEN
    SELECT c.elo, c.hash INTO elo, anterior FROM cadeia_hash c WHERE c.tabela = TG_TABLE_NAME FOR UPDATE;
  ELSE
    elo := split_part(cabeca, ':', 1)::bigint;
    anterior := split_part(cabeca, ':', 2);
  END IF;
  NEW.elo := elo + 1;
  NEW.hash_anterior := anterior;
  NEW.hash := hash_da_linha(to_jsonb(NEW), NEW.em);
  PERFORM set_config('portalrh.cadeia_' || TG_TABLE_NAME, NEW.elo || ':' || NEW.hash, true);
  RETURN NEW;
END $$;

CREATE FUNCTION encadear_fim() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  cabeca text := current_setting('portalrh.cadeia_' || TG_TABLE_NAME, true);
BEGIN
  IF cabeca IS NOT NULL AND cabeca <> '' THEN
    UPDATE cadeia_hash SET elo = split_part(cabeca, ':', 1)::bigint, hash = split_part(cabeca, ':', 2) WHERE tabela = TG_TABLE_NAME;
    PERFORM set_config('portalrh.cadeia_' || TG_TABLE_NAME, '', true);
  END IF;
  RETURN NULL;
END $$;

-- How long the access log keeps a row (docs/SECURITY.md, "Retenção"): fixed in the database, so the
-- application cannot shorten it; changing it is a new migration replacing this function.
CREATE FUNCTION retencao_acessos_dados_pessoais() RETURNS interval LANGUAGE sql IMMUTABLE AS $$ SELECT interval '5 years' $$;

-- Append-only, also for the application itself: no UPDATE ever; no DELETE but the retention purge
-- of the access log (expurgar_acessos_dados_pessoais). On PostgreSQL the GRANTs of the application's
-- role are the real guard (docs/DEPLOYMENT.md); this catches a bug, and a DELETE that would cut the
-- chain anywhere but at its start.
CREATE FUNCTION somente_acrescimo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'acesso_dados_pessoais' AND current_setting('portalrh.expurgo', true) = 'sim'
     AND OLD.em < now() - retencao_acessos_dados_pessoais() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'A tabela % só aceita inclusões (trilha de auditoria).', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;

-- A TRUNCATE (the seed's reset, gateway/seed/seed.ts clearAll) empties the table: its chain starts
-- over, and the head says when, which the verifier reports.
CREATE FUNCTION cadeia_reiniciada() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE cadeia_hash SET elo = 0, hash = repeat('0', 64), inicio_elo = 0, inicio_hash = repeat('0', 64), reiniciada_em = now()
   WHERE tabela = TG_TABLE_NAME;
  RETURN NULL;
END $$;

-- The audit rows written before this migration join the chain in the order they were written.
ALTER TABLE auditoria ADD COLUMN elo bigint;
ALTER TABLE auditoria ADD COLUMN hash_anterior text;
ALTER TABLE auditoria ADD COLUMN hash text;
DO $$
DECLARE
  r record;
  n bigint := 0;
  h text := repeat('0', 64);
  novo text;
BEGIN
  FOR r IN SELECT a.id, a.em, to_jsonb(a) AS j FROM auditoria a ORDER BY a.id LOOP
    n := n + 1;
    novo := hash_da_linha(r.j || jsonb_build_object('elo', n, 'hash_anterior', h), r.em);
    UPDATE auditoria SET elo = n, hash_anterior = h, hash = novo WHERE id = r.id;
    h := novo;
  END LOOP;
  INSERT INTO cadeia_hash (tabela, elo, hash, inicio_hash) VALUES ('auditoria', n, h, repeat('0', 64));
END $$;
INSERT INTO cadeia_hash (tabela, elo, hash, inicio_hash) VALUES ('acesso_dados_pessoais', 0, repeat('0', 64), repeat('0', 64));

ALTER TABLE auditoria ALTER COLUMN elo SET NOT NULL;
ALTER TABLE auditoria ALTER COLUMN hash_anterior SET NOT NULL;
ALTER TABLE auditoria ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX auditoria_elo_idx ON auditoria (elo);
ALTER TABLE acesso_dados_pessoais ALTER COLUMN elo SET NOT NULL;
ALTER TABLE acesso_dados_pessoais ALTER COLUMN hash_anterior SET NOT NULL;
ALTER TABLE acesso_dados_pessoais ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX acesso_dp_elo_idx ON acesso_dados_pessoais (elo);

CREATE TRIGGER auditoria_encadear BEFORE INSERT ON auditoria FOR EACH ROW EXECUTE FUNCTION encadear();
CREATE TRIGGER acesso_dp_encadear BEFORE INSERT ON acesso_dados_pessoais FOR EACH ROW EXECUTE FUNCTION encadear();
CREATE TRIGGER auditoria_encadear_fim AFTER INSERT ON auditoria FOR EACH STATEMENT EXECUTE FUNCTION encadear_fim();
CREATE TRIGGER acesso_dp_encadear_fim AFTER INSERT ON acesso_dados_pessoais FOR EACH STATEMENT EXECUTE FUNCTION encadear_fim();
CREATE TRIGGER auditoria_somente_acrescimo BEFORE UPDATE OR DELETE ON auditoria FOR EACH ROW EXECUTE FUNCTION somente_acrescimo();
CREATE TRIGGER acesso_dp_somente_acrescimo BEFORE UPDATE OR DELETE ON acesso_dados_pessoais FOR EACH ROW EXECUTE FUNCTION somente_acrescimo();
CREATE TRIGGER auditoria_truncada AFTER TRUNCATE ON auditoria FOR EACH STATEMENT EXECUTE FUNCTION cadeia_reiniciada();
CREATE TRIGGER acesso_dp_truncada AFTER TRUNCATE ON acesso_dados_pessoais FOR EACH STATEMENT EXECUTE FUNCTION cadeia_reiniciada();

-- Retention: rows of the access log are kept retencao_acessos_dados_pessoais() (5 years), then
-- purged by this function only — the longest prefix of the chain older than that (a row is never removed while an
-- older link is kept) — the new start of the chain recorded, and the purge itself written to
-- `auditoria`. The period is fixed here, not a parameter, so the application cannot purge younger
-- rows (the append-only trigger refuses a younger one anyway); SECURITY DEFINER lets an application role without DELETE on the table run it (GRANT EXECUTE).
CREATE FUNCTION expurgar_acessos_dados_pessoais() RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  limite timestamptz := now() - retencao_acessos_dados_pessoais();
  ate bigint;
  ultimo acesso_dados_pessoais;
  n integer;
BEGIN
  PERFORM 1 FROM cadeia_hash WHERE tabela = 'acesso_dados_pessoais' FOR UPDATE;
  SELECT elo - 1 INTO ate FROM acesso_dados_pessoais WHERE em >= limite ORDER BY elo LIMIT 1;
  IF ate IS NULL THEN
    SELECT max(elo) INTO ate FROM acesso_dados_pessoais;
  END IF;
  SELECT * INTO ultimo FROM acesso_dados_pessoais WHERE elo = ate;
  IF ultimo.elo IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM set_config('portalrh.expurgo', 'sim', true);
  DELETE FROM acesso_dados_pessoais WHERE elo <= ate;
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('portalrh.expurgo', '', true);
  UPDATE cadeia_hash SET inicio_elo = ultimo.elo, inicio_hash = ultimo.hash WHERE tabela = 'acesso_dados_pessoais';
  INSERT INTO auditoria (cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes)
  VALUES ('sistema', '-', 'expurgo.acessosDadosPessoais', 'acesso_dados_pessoais', 'expurgo',
          jsonb_build_object('linhasExcluidas', jsonb_build_object('de', n, 'para', 0),
                             'anterioresA', jsonb_build_object('de', null, 'para', to_char(limite AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
                             'ateElo', jsonb_build_object('de', null, 'para', ultimo.elo)));
  RETURN n;
END $$;

-- Export jobs keep who asked with which roles and from where: the access log row of an export is
-- written when its file is (gateway/reports/worker.ts), long after the request.
ALTER TABLE relatorio_solicitado ADD COLUMN papeis text[];
ALTER TABLE relatorio_solicitado ADD COLUMN endereco text;
