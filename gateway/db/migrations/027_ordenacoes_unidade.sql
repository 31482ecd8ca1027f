-- Column sorts of the search screens that sorted every row of the unit (docs/PERFORMANCE.md, bench of
-- 2026-11-24): each index matches the screen's ORDER BY within the unit (the descending sort reads it
-- backwards), so a first page reads ten entries instead of sorting tens of thousands of rows.
-- Pesquisar servidor / FIPA / férias-prêmio: situação funcional, situação do servidor, admissão.
CREATE INDEX servidor_unidade_sitfunc_idx ON servidor (unidade_codigo, situacao_funcional, id);
CREATE INDEX servidor_unidade_sitserv_idx ON servidor (unidade_codigo, situacao_servidor, id);
CREATE INDEX servidor_unidade_admissao_idx ON servidor (unidade_codigo, data_admissao, id);
-- Consulta de processos: situação.
CREATE INDEX processo_judicial_unidade_sit_idx ON processo_judicial (unidade_codigo, situacao, id);
-- Pagamentos retidos: valor and situação.
CREATE INDEX pagamento_retido_unidade_valor_idx ON pagamento_retido (unidade_codigo, valor, id);
CREATE INDEX pagamento_retido_unidade_sit_id_idx ON pagamento_retido (unidade_codigo, situacao, id);
-- Consulta de progressão: instituição (then name, as the handler orders).
CREATE INDEX progressao_unidade_inst_nome_idx ON progressao_servidor (unidade_codigo, instituicao_codigo, nome_busca, id);
