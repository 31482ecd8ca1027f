-- The last four column sorts past 150 ms p95 at the state seed (docs/PERFORMANCE.md) sort on a column
-- of ANOTHER table, so no index of the searched table could give the unit's rows in that order and
-- every row of the unit was joined and sorted for a page of ten:
--   consulta de processos by nome (servidor.nome_busca) and by assunto (processo_assunto.descricao),
--   pagamentos retidos by nome (servidor.nome_busca),
--   Pesquisar servidor / FIPA / férias-prêmio by instituição (instituicao.sigla).
--
-- DENORMALISED INDEX COLUMNS. Each column added below is a COPY of a fact whose one source stays where
-- it was (the servant's name on servidor, the subject's description on processo_assunto, the
-- acronym on instituicao). The copy exists only so that (unit, sorted value, id) is one index range;
-- nothing reads it for display, and nothing writes it but the triggers of this file:
--   - on insert, and on update of the row's reference (servidor_id, assunto_codigo,
--     instituicao_codigo), a BEFORE trigger reads the source;
--   - on update of the source (a servant's nome_busca, a subject's descricao, an institution's
--     sigla), an AFTER trigger rewrites the copies of the rows that refer to it.
-- The seeds need no change: their INSERT … SELECT and batched inserts go through the BEFORE triggers.
-- progressao_servidor.nome_busca (migration 019, copied by the progression seed and computation) is
-- kept by the same servant trigger from now on.

-- 1. Where each copy comes from: one function per fact, used by the fill below and by the triggers.
CREATE FUNCTION copia_nome_servidor(integer) RETURNS text LANGUAGE sql STABLE AS 'SELECT nome_busca FROM servidor WHERE id = $1';
CREATE FUNCTION copia_descricao_assunto(integer) RETURNS text LANGUAGE sql STABLE AS 'SELECT descricao FROM processo_assunto WHERE codigo = $1';
CREATE FUNCTION copia_sigla_instituicao(text) RETURNS text LANGUAGE sql STABLE AS 'SELECT sigla FROM instituicao WHERE codigo = $1';

-- 2. The copies, filled set-based. Not with UPDATE: an UPDATE of every row leaves a dead version of
-- each row in the table and in every index, and PGlite has no autovacuum, so a database migrated in
-- place would read twice the entries until someone ran VACUUM (and an index built in the same
-- transaction would hold the dead versions' NULLs, first in a descending scan). ALTER COLUMN … TYPE
-- … USING rewrites the table once, compact, and rebuilds its indexes.
ALTER TABLE processo_judicial ADD COLUMN nome_busca text, ADD COLUMN assunto_descricao text;
ALTER TABLE processo_judicial
  ALTER COLUMN nome_busca TYPE text USING copia_nome_servidor(servidor_id),
  ALTER COLUMN nome_busca SET NOT NULL,
  ALTER COLUMN assunto_descricao TYPE text USING copia_descricao_assunto(assunto_codigo),
  ALTER COLUMN assunto_descricao SET NOT NULL;

ALTER TABLE pagamento_retido ADD COLUMN nome_busca text;
ALTER TABLE pagamento_retido ALTER COLUMN nome_busca TYPE text USING copia_nome_servidor(servidor_id), ALTER COLUMN nome_busca SET NOT NULL;

ALTER TABLE servidor ADD COLUMN instituicao_sigla text;
ALTER TABLE servidor ALTER COLUMN instituicao_sigla TYPE text USING copia_sigla_instituicao(instituicao_codigo), ALTER COLUMN instituicao_sigla SET NOT NULL;

-- 3. Copies taken on insert and when the reference changes.
-- servidor: the trigger of migration 026 already reads the institution for the unit; it now takes
-- the acronym in the same read.
CREATE OR REPLACE FUNCTION servidor_unidade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT unidade_codigo, sigla INTO NEW.unidade_codigo, NEW.instituicao_sigla FROM instituicao WHERE codigo = NEW.instituicao_codigo;
  RETURN NEW;
END $$;
-- … and a direct write to a copy is overwritten from the source, as on the two tables below.
DROP TRIGGER servidor_unidade_trg ON servidor;
CREATE TRIGGER servidor_unidade_trg BEFORE INSERT OR UPDATE OF instituicao_codigo, unidade_codigo, instituicao_sigla ON servidor
  FOR EACH ROW EXECUTE FUNCTION servidor_unidade();

CREATE FUNCTION processo_judicial_copias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nome_busca := copia_nome_servidor(NEW.servidor_id);
  NEW.assunto_descricao := copia_descricao_assunto(NEW.assunto_codigo);
  RETURN NEW;
END $$;
CREATE TRIGGER processo_judicial_copias_trg BEFORE INSERT OR UPDATE OF servidor_id, assunto_codigo, nome_busca, assunto_descricao ON processo_judicial
  FOR EACH ROW EXECUTE FUNCTION processo_judicial_copias();

CREATE FUNCTION pagamento_retido_copias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nome_busca := copia_nome_servidor(NEW.servidor_id);
  RETURN NEW;
END $$;
CREATE TRIGGER pagamento_retido_copias_trg BEFORE INSERT OR UPDATE OF servidor_id, nome_busca ON pagamento_retido
  FOR EACH ROW EXECUTE FUNCTION pagamento_retido_copias();

-- 4. Copies rewritten when the source changes.
CREATE FUNCTION servidor_nome_copias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo_judicial SET nome_busca = NEW.nome_busca WHERE servidor_id = NEW.id;
  UPDATE pagamento_retido SET nome_busca = NEW.nome_busca WHERE servidor_id = NEW.id;
  UPDATE progressao_servidor SET nome_busca = NEW.nome_busca WHERE servidor_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER servidor_nome_copias_trg AFTER UPDATE OF nome_busca ON servidor
  FOR EACH ROW WHEN (OLD.nome_busca IS DISTINCT FROM NEW.nome_busca) EXECUTE FUNCTION servidor_nome_copias();

CREATE FUNCTION processo_assunto_copias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo_judicial SET assunto_descricao = NEW.descricao WHERE assunto_codigo = NEW.codigo;
  RETURN NULL;
END $$;
CREATE TRIGGER processo_assunto_copias_trg AFTER UPDATE OF descricao ON processo_assunto
  FOR EACH ROW WHEN (OLD.descricao IS DISTINCT FROM NEW.descricao) EXECUTE FUNCTION processo_assunto_copias();

CREATE FUNCTION instituicao_sigla_copias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE servidor SET instituicao_sigla = NEW.sigla WHERE instituicao_codigo = NEW.codigo;
  RETURN NULL;
END $$;
CREATE TRIGGER instituicao_sigla_copias_trg AFTER UPDATE OF sigla ON instituicao
  FOR EACH ROW WHEN (OLD.sigla IS DISTINCT FROM NEW.sigla) EXECUTE FUNCTION instituicao_sigla_copias();

-- 5. The indexes the sorts read: the unit, the copied value, the id tie-break (the descending sort
-- reads them backwards).
CREATE INDEX processo_judicial_unidade_nome_idx ON processo_judicial (unidade_codigo, nome_busca, id);
CREATE INDEX processo_judicial_unidade_assunto_idx ON processo_judicial (unidade_codigo, assunto_descricao, id);
CREATE INDEX pagamento_retido_unidade_nome_idx ON pagamento_retido (unidade_codigo, nome_busca, id);
CREATE INDEX servidor_unidade_sigla_idx ON servidor (unidade_codigo, instituicao_sigla, id);
