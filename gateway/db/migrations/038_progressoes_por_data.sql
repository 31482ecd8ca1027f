-- 'Consulta de progressões' sorted by acquisition date (the column the screen offers to sort by):
-- the page sorted all of the unit's progressions (48,898 at the state seed, unit 1261) to show five
-- — 51–55 ms p95 on PGlite, past the 50 ms of bench:search. In the screen's order, the page's ids
-- come from the index (both directions: the index is read backwards for the newest first).
CREATE INDEX progressao_unidade_aquisicao_idx ON progressao_servidor (unidade_codigo, data_aquisicao, nome_busca, id);
