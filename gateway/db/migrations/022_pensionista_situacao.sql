-- The pensioners' searches by re-registration situation (pending, up to date) count and page every
-- pensioner of the unit: with the birth month and the last re-registration in the index, PostgreSQL
-- answers from the index alone (the situation is computed from those two columns — CICLO_SQL of
-- gateway/routes/handlers/recadastramento.ts) instead of reading each row's page.
CREATE INDEX pensionista_inst_nome_situacao_idx ON pensionista (instituicao_codigo, nome_busca, id) INCLUDE (mes_aniversario, ultimo_recadastramento);
