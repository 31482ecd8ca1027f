-- 'Beneficiários com pagamento suspenso ou bloqueado' opens with every open suspension of the unit,
-- newest first: the page joined all of the unit's pensioners (12,324 at the state seed, unit 1501)
-- with all 20,753 open suspensions of the state and sorted the 3,305 that matched to show ten —
-- 24–29 ms p50 on PGlite and a tail past the 50 ms of bench:search. The existing open-suspension
-- index leads with the type, which the default search ('Suspensos e bloqueados') does not filter
-- on. In the screen's order (with its tie-break), the page walks the newest open suspensions and
-- stops at its tenth of the unit (63 read instead of 20,753): 66 ms → 0.7 ms on PGlite.
CREATE INDEX pagamento_suspenso_aberto_data_idx ON pagamento_suspenso (data_suspensao DESC, id DESC)
  WHERE data_liberacao IS NULL;
