import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../services/http/envelope.ts';
import { dialogRefusal } from './refusal.ts';
import { answer } from '../../testing/callResults.ts';

const refused = (over: Partial<CallResult>): CallResult => answer({ codigoMensagem: 4, ...over });

describe('dialogRefusal', () => {
  it("a critique of a dialog field goes under it; the screen's message on top", () => {
    const r = refused({
      mensagem: 'Não é possível registrar ausência em data futura.',
      mensagemExibicao: 'dataFim: Não é possível registrar ausência em data futura.',
      listaCriticas: [{ campo: 'dataFim', mensagem: 'Não é possível registrar ausência em data futura.' }],
    });
    expect(dialogRefusal(r, ['codigoTipo', 'dataInicio', 'dataFim'], 'Não foi possível registrar a ausência.')).toEqual(
      {
        texto: 'Não foi possível registrar a ausência.',
        campos: { dataFim: 'Não é possível registrar ausência em data futura.' },
      },
    );
  });

  it('a critique of a field the dialog does not have, and a message without critiques, are said on top', () => {
    const r = refused({
      mensagem: 'O modelo não é da natureza escolhida.',
      listaCriticas: [{ campo: 'id', mensagem: 'Registro não encontrado.' }],
    });
    const out = dialogRefusal(r, ['idModeloLauda']);
    expect(out.campos).toEqual({});
    expect(out.texto).toBe('O modelo não é da natureza escolhida.\n\nRegistro não encontrado.');
  });

  it('without a screen message, the field critique is not repeated on top', () => {
    const r = refused({
      mensagem: 'Valor inválido.',
      listaCriticas: [{ campo: 'motivo', mensagem: 'Valor inválido.' }],
    });
    expect(dialogRefusal(r, ['motivo'])).toEqual({
      texto: 'Corrija os campos indicados.',
      campos: { motivo: 'Valor inválido.' },
    });
  });
});
