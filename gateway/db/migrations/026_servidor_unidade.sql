-- The default search of every servant screen ('Pesquisar' with no filter) is "this unit's servants by
-- name": through the join to instituicao PostgreSQL read all 600,000 rows of the state to find a
-- unit's 62,637 (654 ms on PGlite). The unit is now on the servant's row, kept by a trigger from its
-- institution (an institution never changes unit; a servant moving institution gets the new unit),
-- so the unit scope and the name order are one index range.
ALTER TABLE servidor ADD COLUMN unidade_codigo text;
UPDATE servidor s SET unidade_codigo = i.unidade_codigo FROM instituicao i WHERE i.codigo = s.instituicao_codigo;
ALTER TABLE servidor ALTER COLUMN unidade_codigo SET NOT NULL;

CREATE FUNCTION servidor_unidade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT unidade_codigo INTO NEW.unidade_codigo FROM instituicao WHERE codigo = NEW.instituicao_codigo;
  RETURN NEW;
END $$;
CREATE TRIGGER servidor_unidade_trg BEFORE INSERT OR UPDATE OF instituicao_codigo ON servidor
  FOR EACH ROW EXECUTE FUNCTION servidor_unidade();

CREATE INDEX servidor_unidade_nome_idx ON servidor (unidade_codigo, nome_busca, id);
