import { describe, expect, it } from 'vitest';
import { statusKey, statusKeys, toneOf } from './statusKeys.ts';

describe('status colour keys (spec section 4)', () => {
  it('meus-relatorios: pendente grey, processando warning, erro accent, concluido success', () => {
    expect(['PENDENTE', 'PROCESSANDO', 'ERRO', 'CONCLUIDO'].map((s) => toneOf('meus-relatorios', s))).toEqual([
      'grey',
      'warning',
      'accent',
      'success',
    ]);
  });
  it('keys ignore case, accents and spaces', () =>
    expect(statusKey('Aguardando aprovação desbloqueio')).toBe('aguardando_aprovacao_desbloqueio'));
  it('pagamentos-retidos and generic', () => {
    expect(toneOf('pagamentos-retidos', 'Desbloqueio aprovado')).toBe('success');
    expect(toneOf(undefined, 'Finalizado')).toBe('success');
    expect(toneOf('generic', 'qualquer')).toBe('neutral');
  });
  it.each([
    ['historico-avos', ['retificar_acerto', 'acerto_finalizado', 'a_receber', 'a_restituir']],
    ['gestao-alteracao', ['retificar_acerto', 'finalizado', 'pendente']],
    ['pagamentos-retidos', ['aguardando_aprovacao_desbloqueio', 'pagamento_bloqueado', 'desbloqueio_aprovado']],
    ['generic', ['pendente', 'finalizado', 'erro', 'receber', 'restituir', 'retificar', 'desconhecido']],
  ])('%s holds exactly the keys of spec §4, each coloured (only desconhecido neutral)', (group, keys) => {
    const tones = statusKeys.get(group)!;
    expect(Object.keys(tones).sort()).toEqual([...keys].sort());
    for (const k of keys) expect(tones[k] === 'neutral', k).toBe(k === 'desconhecido');
  });
});
