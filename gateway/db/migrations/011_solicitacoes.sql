-- 'Solicitações' (/usuarios/solicitacoes/, usuarioPapelSolicitacao.solicitacaoCadastro): the access
-- requests of one unit, newest first by default, paged with the id as the tie-break; this index
-- reads only the token's unit and returns the rows already in that order (the situacao filter and
-- the chart of migration 006 keep using (unidade_codigo, situacao)).
CREATE INDEX solicitacao_acesso_unidade_criada_idx ON solicitacao_acesso (unidade_codigo, criada_em DESC, id DESC);
-- One person's requests at a unit: the duplicate-pending check of the 'Registrar' form, the cpf
-- filter of the list and 'Alterar permissões' (a user with a request at the unit may be edited).
CREATE INDEX solicitacao_acesso_cpf_unidade_idx ON solicitacao_acesso (cpf, unidade_codigo);
-- The users of one unit (listarUsuarioUnidade, the user report, the last-administrator rule): the
-- primary key (cpf, unidade_codigo, papel_codigo) starts with the cpf, so a unit needs its own.
CREATE INDEX usuario_unidade_papel_unidade_idx ON usuario_unidade_papel (unidade_codigo, papel_codigo, cpf);
