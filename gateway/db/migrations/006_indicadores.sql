-- Indicadores (/gestao-avisos/indicadores/): the access-request chart counts the requests of one
-- unit by situation; this index answers it without reading other units' rows. The servant charts
-- use the (instituicao_codigo, situacao_…) indexes of migration 003.
CREATE INDEX solicitacao_acesso_unidade_situacao_idx ON solicitacao_acesso (unidade_codigo, situacao);
