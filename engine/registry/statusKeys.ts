/**
 * Status colour keys of spec section 4, by group (the `statusKeys` a status column names). A
 * value is turned into its key (lower case, no accents, spaces → '_') and the key into a colour
 * tone; the tone is a CSS class so both themes colour it. An unknown value gets the neutral tone.
 */
import { createRegistry } from '../../core/registry.ts';

export type Tone = 'grey' | 'warning' | 'accent' | 'success' | 'primary' | 'danger' | 'neutral';
type Group = Record<string, Tone>;

export const statusKeys = createRegistry<Group>('chave de status', {
  'meus-relatorios': { pendente: 'grey', processando: 'warning', erro: 'accent', concluido: 'success' },
  'historico-avos': {
    retificar_acerto: 'warning',
    acerto_finalizado: 'success',
    a_receber: 'primary',
    a_restituir: 'accent',
  },
  'gestao-alteracao': { retificar_acerto: 'warning', finalizado: 'success', pendente: 'grey' },
  'pagamentos-retidos': {
    aguardando_aprovacao_desbloqueio: 'warning',
    pagamento_bloqueado: 'accent',
    desbloqueio_aprovado: 'success',
  },
  // Not in the spec's list: the states of our declared transitions (gateway/domain/transitions.ts).
  solicitacoes: { pendente: 'warning', aprovada: 'success', reprovada: 'accent' },
  avisos: { ativo: 'success', inativo: 'grey' },
  legislacao: { vigente: 'success', revogada: 'grey' },
  laudas: { ativa: 'success', inativa: 'grey' },
  generic: {
    pendente: 'grey',
    finalizado: 'success',
    erro: 'accent',
    receber: 'primary',
    restituir: 'warning',
    retificar: 'warning',
    desconhecido: 'neutral',
  },
});

/** 'Aguardando aprovação desbloqueio' → 'aguardando_aprovacao_desbloqueio'. */
export const statusKey = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function toneOf(group: string | undefined, value: unknown): Tone {
  return statusKeys.get(group ?? 'generic')?.[statusKey(value)] ?? 'neutral';
}
