/**
 * The declared state machines of the entities a screen changes (DESIGN.md "Writing"): for each
 * entity, the state field, the states with their pt-BR labels and the table of transitions
 * (from-states, command, to-state). A command is allowed only from the states its row lists; any
 * other attempt is refused with code 4 and a message naming the current state — never a silent
 * no-op. The spec names the commands but not the states; the states here are ours (ARCHITECTURE.md).
 */

export interface Transition {
  /** The command (the verb of the endpoint: 'aprovar', 'ativar' …). */
  command: string;
  /** Infinitive shown in the refusal ('aprovar'). */
  verb: string;
  from: readonly string[];
  to: string;
}

export interface Machine {
  entity: string;
  /** How the refusal names the record ('esta solicitação'). */
  label: string;
  /** Column (and response field) holding the state. */
  field: string;
  states: Readonly<Record<string, string>>;
  transitions: readonly Transition[];
}

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

export const MACHINES: readonly Machine[] = [SOLICITACAO_ACESSO, AVISO, AVOS_ALTERADO, LAUDA];

export type Step = { ok: true; to: string } | { ok: false; mensagem: string };

/** The state `command` leads to from `from`, or the refusal text. */
export function step(m: Machine, from: string, command: string): Step {
  const t = m.transitions.find((x) => x.command === command);
  if (!t) throw new Error(`Comando '${command}' não declarado para ${m.entity}.`);
  if (t.from.includes(from)) return { ok: true, to: t.to };
  return { ok: false, mensagem: `Não é possível ${t.verb} ${m.label}: a situação atual é '${m.states[from] ?? from}'.` };
}
