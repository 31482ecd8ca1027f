import { describe, expect, it } from 'vitest';
import { statusKey, toneOf } from './statusKeys.ts';

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
});
