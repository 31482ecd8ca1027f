-- A name search inside the unit ('Pesquisar servidor' with part of a name, the most common filter):
-- `unidade_codigo = $1 AND nome_busca LIKE '%maria helena%'`. With the unit's btree and the
-- name's trigram index apart, PostgreSQL read all of the unit's 62,637 index entries and ANDed
-- them with the trigram matches of the whole state for every count (38 ms mean under bench:load,
-- state seed, PostgreSQL 15) — the name search was 98 % of the database's time in the load mix.
-- One GIN index over both (btree_gin gives GIN the unit's equality) finds the unit's matches
-- alone: 6.6 ms. The trigram index of the whole table stays for the searches without a unit.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX servidor_unidade_nome_trgm_idx ON servidor USING gin (unidade_codigo, nome_busca gin_trgm_ops);
