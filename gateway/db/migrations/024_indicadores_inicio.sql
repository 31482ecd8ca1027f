-- 'Indicadores' and 'Início' (issue 13, docs/INDICADORES.md): indexes of the unit-and-period
-- summaries of the dashboard and of the pending-work counts of the home page.

-- topDezOperadores / itensProcessados: the unit's audit rows of a period.
CREATE INDEX auditoria_unidade_em_idx ON auditoria (unidade_codigo, em);

-- topDezSolicitacoes: the unit's report jobs of a period.
CREATE INDEX relatorio_solicitado_unidade_criado_idx ON relatorio_solicitado (unidade, criado_em);

-- 'Início': reports ready for their owner (consultaPendencia).
CREATE INDEX relatorio_solicitado_pronto_idx ON relatorio_solicitado (cpf, unidade) WHERE status = 'CONCLUIDO' AND NOT excluido;
