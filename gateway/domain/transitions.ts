/**
 * The declared state machines of the entities a screen changes (DESIGN.md "Writing"): for each
 * entity, the state field, the states with their pt-BR labels and the table of transitions
 * (from-states, command, to-state). A command is allowed only from the states its row lists; any
 * other attempt is refused with code 4 and a message naming the current state — never a silent
 * no-op. The spec names the commands but not the states; the states here are ours (ARCHITECTURE.md).
 */
import { jobMachine, type Machine } from '../lib/state-machine.ts';

export const SOLICITACAO_ACESSO: Machine = {
  entity: 'solicitacao_acesso',
  label: 'esta solicitação',
  field: 'situacao',
  states: { PENDENTE: 'Pendente', APROVADA: 'Aprovada', REPROVADA: 'Reprovada' },
  transitions: [
    { command: 'aprovar', verb: 'aprovar', from: ['PENDENTE'], to: 'APROVADA' },
    { command: 'reprovar', verb: 'reprovar', from: ['PENDENTE'], to: 'REPROVADA' },
  ],
};

export const AVISO: Machine = {
  entity: 'aviso',
  label: 'este aviso',
  field: 'situacao',
  states: { ATIVO: 'Ativo', INATIVO: 'Inativo' },
  transitions: [
    { command: 'ativar', verb: 'ativar', from: ['INATIVO'], to: 'ATIVO' },
    { command: 'inativar', verb: 'inativar', from: ['ATIVO'], to: 'INATIVO' },
  ],
};

/**
 * An adjustment of avos changed after the bonus was paid (avos_alterado): the HR unit indicates the
 * financial adjustment (amount and payroll month), then rectifies and finalises it. A new change of
 * the servant's data while the adjustment is open recomputes it and sends it back to PENDENTE.
 */
export const AVOS_ALTERADO: Machine = {
  entity: 'avos_alterado',
  label: 'este acerto',
  field: 'situacao',
  states: { PENDENTE: 'Pendente', RETIFICAR_ACERTO: 'Retificar acerto', FINALIZADO: 'Finalizado' },
  transitions: [
    { command: 'indicar', verb: 'indicar', from: ['PENDENTE'], to: 'RETIFICAR_ACERTO' },
    { command: 'retificar', verb: 'retificar e finalizar', from: ['RETIFICAR_ACERTO'], to: 'FINALIZADO' },
    { command: 'recalcular', verb: 'recalcular', from: ['PENDENTE', 'RETIFICAR_ACERTO'], to: 'PENDENTE' },
  ],
};

/** A lauda template (parametrização de laudas): included ATIVA, edited while ATIVA, inactivated once. */
export const LAUDA: Machine = {
  entity: 'lauda',
  label: 'esta lauda',
  field: 'situacao',
  states: { ATIVA: 'Ativa', INATIVA: 'Inativa' },
  transitions: [
    { command: 'editar', verb: 'editar', from: ['ATIVA'], to: 'ATIVA' },
    { command: 'inativar', verb: 'inativar', from: ['ATIVA'], to: 'INATIVA' },
  ],
};

/**
 * A judicial process (processo_judicial): HR analyses it (salvarProcesso) while it awaits analysis
 * or to revise an earlier analysis; an archived process is read-only.
 */
export const PROCESSO_JUDICIAL: Machine = {
  entity: 'processo_judicial',
  label: 'este processo',
  field: 'situacao',
  states: { AGUARDANDO_ANALISE: 'Aguardando análise', ANALISADO: 'Analisado', ARQUIVADO: 'Arquivado' },
  transitions: [{ command: 'analisar', verb: 'analisar', from: ['AGUARDANDO_ANALISE', 'ANALISADO'], to: 'ANALISADO' }],
};

/**
 * A withheld payment (pagamento_retido, 'Pagamentos retidos'): an unlock is requested with a
 * justification, then analysed by another user — approved (unlocked) or refused (withheld again).
 */
export const PAGAMENTO_RETIDO: Machine = {
  entity: 'pagamento_retido',
  label: 'o desbloqueio deste pagamento',
  field: 'situacao',
  states: {
    PAGAMENTO_BLOQUEADO: 'Pagamento bloqueado',
    AGUARDANDO_APROVACAO_DESBLOQUEIO: 'Aguardando aprovação desbloqueio',
    DESBLOQUEIO_APROVADO: 'Desbloqueio aprovado',
  },
  transitions: [
    { command: 'solicitar', verb: 'solicitar', from: ['PAGAMENTO_BLOQUEADO'], to: 'AGUARDANDO_APROVACAO_DESBLOQUEIO' },
    { command: 'aprovar', verb: 'aprovar', from: ['AGUARDANDO_APROVACAO_DESBLOQUEIO'], to: 'DESBLOQUEIO_APROVADO' },
    { command: 'recusar', verb: 'recusar', from: ['AGUARDANDO_APROVACAO_DESBLOQUEIO'], to: 'PAGAMENTO_BLOQUEADO' },
  ],
};

/**
 * A servant's progression or promotion (progressao_servidor, docs/PROGRESSAO-PROMOCAO.md): computed
 * apt → AGUARDANDO_VALIDACAO (not apt → NAO_APTA); the analyst validates or disapproves it; a
 * reprocessing is requested with a justification and then run after the correction, which
 * recomputes it ('reprocessar' when it comes out apt, 'reprocessarNaoApta' when not). A validated
 * (published) act is final: a correction is a new act, never a reprocessing.
 */
export const PROGRESSAO_SERVIDOR: Machine = {
  entity: 'progressao_servidor',
  label: 'esta progressão',
  field: 'situacaoValidacao',
  states: {
    AGUARDANDO_VALIDACAO: 'Aguardando validação',
    VALIDADA: 'Validada',
    REPROVADA: 'Reprovada',
    NAO_APTA: 'Não apta',
    REPROCESSAMENTO_SOLICITADO: 'Reprocessamento solicitado',
  },
  transitions: [
    {
      command: 'validar',
      verb: 'validar',
      from: ['AGUARDANDO_VALIDACAO'],
      to: 'VALIDADA',
      titulo: 'Validação de progressão',
    },
    {
      command: 'reprovar',
      verb: 'reprovar',
      from: ['AGUARDANDO_VALIDACAO'],
      to: 'REPROVADA',
      titulo: 'Reprovação de progressão',
    },
    {
      command: 'solicitarReprocessamento',
      verb: 'pedir reprocessamento para',
      from: ['AGUARDANDO_VALIDACAO', 'REPROVADA', 'NAO_APTA'],
      to: 'REPROCESSAMENTO_SOLICITADO',
    },
    { command: 'reprocessar', verb: 'reprocessar', from: ['REPROCESSAMENTO_SOLICITADO'], to: 'AGUARDANDO_VALIDACAO' },
    { command: 'reprocessarNaoApta', verb: 'reprocessar', from: ['REPROCESSAMENTO_SOLICITADO'], to: 'NAO_APTA' },
  ],
};

/**
 * A supreme official of an institution (dirigente máximo): included ATIVO, edited while ATIVO,
 * blocked and unblocked with a reason. A BLOQUEADO official is left out of generated laudas
 * (gateway/domain/dirigentes.ts).
 */
export const DIRIGENTE_MAXIMO: Machine = {
  entity: 'dirigente_maximo',
  label: 'este dirigente máximo',
  field: 'situacao',
  states: { ATIVO: 'Ativo', BLOQUEADO: 'Bloqueado' },
  transitions: [
    { command: 'editar', verb: 'editar', from: ['ATIVO'], to: 'ATIVO' },
    { command: 'bloquear', verb: 'bloquear', from: ['ATIVO'], to: 'BLOQUEADO' },
    { command: 'desbloquear', verb: 'desbloquear', from: ['BLOQUEADO'], to: 'ATIVO' },
  ],
};

/**
 * The curatorship/guardianship of a pensioner (pensionista.situacao_curatela, 'Recadastramento',
 * docs/RECADASTRAMENTO.md): started with the court document, finished with another; a finished one
 * may be followed by a new one. Finishing one that is not started is refused.
 */
export const CURATELA: Machine = {
  entity: 'curatela',
  label: 'a curatela/tutela',
  field: 'situacaoCuratela',
  states: { SEM_CURADOR: 'Sem curador/tutor', INICIADA: 'Iniciada', FINALIZADA: 'Finalizada' },
  transitions: [
    { command: 'iniciar', verb: 'iniciar', from: ['SEM_CURADOR', 'FINALIZADA'], to: 'INICIADA' },
    { command: 'finalizar', verb: 'finalizar', from: ['INICIADA'], to: 'FINALIZADA' },
  ],
};

/**
 * An act of the careers' legislation (legislacao, docs/LEGISLACAO.md): registered VIGENTE, edited
 * while VIGENTE, revoked once (with its date); a revoked act is kept (laudas cite it) and never
 * edited again — a new act is registered instead.
 */
export const LEGISLACAO: Machine = {
  entity: 'legislacao',
  label: 'esta legislação',
  field: 'situacao',
  states: { VIGENTE: 'Vigente', REVOGADA: 'Revogada' },
  transitions: [
    { command: 'editar', verb: 'editar', from: ['VIGENTE'], to: 'VIGENTE' },
    { command: 'revogar', verb: 'revogar', from: ['VIGENTE'], to: 'REVOGADA' },
  ],
};

/**
 * A version of a screen document published at run time (tela_versao, docs/ARCHITECTURE.md
 * "Published screens"): an analyst edits a draft and submits it; an administrator publishes it or
 * returns it to draft with a reason; a published version is withdrawn — by an administrator, or
 * when another version of the same screen is published or restored ('substituir'). Restoring
 * copies a withdrawn version into a new published one and leaves the copied version as it was.
 */
export const TELA_VERSAO: Machine = {
  entity: 'tela_versao',
  label: 'esta versão da tela',
  field: 'situacao',
  states: { RASCUNHO: 'Rascunho', EM_REVISAO: 'Em revisão', PUBLICADA: 'Publicada', RETIRADA: 'Retirada' },
  transitions: [
    { command: 'editar', verb: 'editar', from: ['RASCUNHO'], to: 'RASCUNHO' },
    { command: 'submeter', verb: 'submeter', from: ['RASCUNHO'], to: 'EM_REVISAO' },
    { command: 'publicar', verb: 'publicar', from: ['EM_REVISAO'], to: 'PUBLICADA' },
    { command: 'devolver', verb: 'devolver', from: ['EM_REVISAO'], to: 'RASCUNHO' },
    { command: 'retirar', verb: 'retirar', from: ['PUBLICADA'], to: 'RETIRADA' },
    { command: 'substituir', verb: 'substituir', from: ['PUBLICADA'], to: 'RETIRADA' },
    { command: 'restaurar', verb: 'restaurar', from: ['RETIRADA'], to: 'RETIRADA' },
  ],
};

/** A lauda generation (gateway/domain/gestao-lauda-geracao.ts; gerarGestaoLauda inserts it PENDENTE). */
export const GESTAO_LAUDA = jobMachine(
  'lauda_gerada',
  'esta lauda',
  { PENDENTE: 'Aguardando geração', PROCESSANDO: 'Em geração', ERRO: 'Erro na geração' },
  ['CONCLUIDA', 'Concluída'],
);

/** An institution's bonus year recomputed (gateway/domain/apuracao-tarefas.ts; 'Apurar órgão' inserts it PENDENTE). */
export const APURACAO_TAREFA = jobMachine(
  'apuracao_tarefa',
  'esta apuração',
  { PENDENTE: 'Pendente', PROCESSANDO: 'Processando', ERRO: 'Erro' },
  ['CONCLUIDO', 'Concluído'],
);

/** A report file ('Meus relatórios', gateway/reports/; an export inserts it PENDENTE). */
export const RELATORIO_SOLICITADO = jobMachine(
  'relatorio_solicitado',
  'este relatório',
  { PENDENTE: 'Pendente', PROCESSANDO: 'Processando', ERRO: 'Erro' },
  ['CONCLUIDO', 'Concluído'],
);

export const MACHINES: readonly Machine[] = [
  SOLICITACAO_ACESSO,
  AVISO,
  AVOS_ALTERADO,
  LAUDA,
  DIRIGENTE_MAXIMO,
  PROCESSO_JUDICIAL,
  PAGAMENTO_RETIDO,
  PROGRESSAO_SERVIDOR,
  CURATELA,
  LEGISLACAO,
  TELA_VERSAO,
  GESTAO_LAUDA,
  APURACAO_TAREFA,
  RELATORIO_SOLICITADO,
];
