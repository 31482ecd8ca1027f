-- Four searches that read far more than the page they answer at the state seed (docs/PERFORMANCE.md,
-- "Plans that read only their page"). Each index below replaces one of the same columns, so a write
-- maintains no more indexes than before; the searches' answers are the same rows in the same order.

-- Page 1,000 of an institution's servants by situation and name: the index of those filters in the
-- name's order now carries the unit too, so the page's ids come from the index alone (the search
-- also asks the unit, which the index could not check without reading each row).
DROP INDEX servidor_inst_sit_nome_idx;
CREATE INDEX servidor_inst_sit_nome_idx ON servidor (instituicao_codigo, situacao_funcional, situacao_servidor, nome_busca, id)
  INCLUDE (unidade_codigo);
-- An institution belongs to one unit, and a retired servant is the inactive one: without these,
-- PostgreSQL multiplies the filters' frequencies as if independent and expects a tenth of the rows.
CREATE STATISTICS servidor_unidade_instituicao_stx (dependencies) ON unidade_codigo, instituicao_codigo FROM servidor;
CREATE STATISTICS servidor_situacoes_stx (mcv) ON situacao_funcional, situacao_servidor FROM servidor;

-- The phonetic search is always within the unit: one GIN index over both (btree_gin, migration 030)
-- finds the unit's matches alone, instead of ANDing the state's matches with the unit's 62,637 entries.
DROP INDEX servidor_nome_fonetico_idx;
CREATE INDEX servidor_unidade_fonetico_idx ON servidor USING gin (unidade_codigo, nome_fonetico);

-- Progressions of an institution in a situation (the count and the page by name): the situation was
-- checked on every row of the institution; the index of institution and situation now carries the
-- unit, so both are read from the index.
DROP INDEX progressao_instituicao_situacao_nome_idx;
CREATE INDEX progressao_instituicao_situacao_nome_idx ON progressao_servidor (instituicao_codigo, situacao, nome_busca, id)
  INCLUDE (unidade_codigo);
CREATE STATISTICS progressao_unidade_instituicao_stx (dependencies) ON unidade_codigo, instituicao_codigo FROM progressao_servidor;

-- Re-registrations done in the payroll system, newest first: the index in that order lets the page
-- walk the newest rows until ten are the unit's pensioners', instead of joining the whole table.
CREATE INDEX recadastramento_origem_data_idx ON recadastramento (origem, data DESC, id DESC);

-- The extended statistics exist only after an ANALYZE (the seed's, or this one on a migrated database).
ANALYZE servidor;
ANALYZE progressao_servidor;
ANALYZE recadastramento;
