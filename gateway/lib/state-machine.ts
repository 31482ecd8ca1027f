/**
 * A declared state machine (DESIGN.md "Writing"): an entity's state field, its states with their
 * pt-BR labels and the table of transitions. `step` answers where a command leads from a state, or
 * the refusal that names the current state; the machines themselves are the domain's
 * (gateway/domain/transitions.ts). The writer (write.ts) and the job runner (jobs/) apply them.
 */

export interface Transition {
  /** The command (the verb of the endpoint: 'aprovar', 'ativar' …). */
  command: string;
  /** Infinitive shown in the refusal ('aprovar'). */
  verb: string;
  from: readonly string[];
  to: string;
  /**
   * How the audit trail names the operation when one endpoint issues several commands (a
   * decision that validates or disapproves): the catalogue's `title` would call both the same.
   */
  titulo?: string;
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

/**
 * The background jobs' machines (gateway/lib/jobs/): every job table has the same four commands,
 * which the one job runner issues — `claim` (a worker takes the oldest waiting job), `finish`,
 * `fail` (an error, or too many interrupted attempts) and `requeue` (the job's worker died: it
 * waits again, and a resumable job continues after its last batch). Commands are the runner's,
 * in English; the states are the tables' own.
 */
export function jobMachine(
  entity: string,
  label: string,
  states: Record<'PENDENTE' | 'PROCESSANDO' | 'ERRO', string>,
  done: [string, string],
): Machine {
  return {
    entity,
    label,
    field: 'status',
    states: { ...states, [done[0]]: done[1] },
    transitions: [
      { command: 'claim', verb: 'iniciar', from: ['PENDENTE'], to: 'PROCESSANDO' },
      { command: 'finish', verb: 'concluir', from: ['PROCESSANDO'], to: done[0] },
      { command: 'fail', verb: 'interromper', from: ['PENDENTE', 'PROCESSANDO'], to: 'ERRO' },
      { command: 'requeue', verb: 'retomar', from: ['PROCESSANDO'], to: 'PENDENTE' },
    ],
  };
}

export type Step = { ok: true; to: string } | { ok: false; mensagem: string };

/** The state `command` leads to from `from`, or the refusal text. */
export function step(m: Machine, from: string, command: string): Step {
  const t = m.transitions.find((x) => x.command === command);
  if (!t) throw new Error(`Comando '${command}' não declarado para ${m.entity}.`);
  if (t.from.includes(from)) return { ok: true, to: t.to };
  return {
    ok: false,
    mensagem: `Não é possível ${t.verb} ${m.label}: a situação atual é '${m.states[from] ?? from}'.`,
  };
}
