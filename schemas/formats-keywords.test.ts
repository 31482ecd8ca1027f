import { describe, expect, it } from 'vitest';
import { compileRequest, createAjv, toCriticas } from '../gateway/lib/validation.ts';
import {
  crossFieldErrors,
  FORMATS,
  formatMessage,
  isAnoOuCompetencia,
  isEmail,
  keywordMessage,
  MSG_INICIO_ANTES_DO_FIM,
} from './formats.ts';

const periodo = {
  type: 'object',
  properties: {
    inicio: { type: 'string', format: 'dataBR', antesDe: 'fim' },
    fim: { type: 'string', format: 'dataBR' },
  },
};

describe('antesDe: a start date strictly before the end (shared keyword)', () => {
  it('the portal side (crossFieldErrors) flags equal and inverted dates on the start field', () => {
    expect(crossFieldErrors(periodo, { inicio: '01/01/2024', fim: '02/01/2024' })).toEqual([]);
    expect(crossFieldErrors(periodo, { inicio: '02/01/2024', fim: '02/01/2024' })).toEqual([
      { campo: 'inicio', mensagem: MSG_INICIO_ANTES_DO_FIM },
    ]);
    expect(crossFieldErrors(periodo, { inicio: '03/01/2024', fim: '02/01/2024' })).toHaveLength(1);
    // one side missing or not a date: the format (or required) reports it, not this rule
    expect(crossFieldErrors(periodo, { inicio: '03/01/2024' })).toEqual([]);
    expect(crossFieldErrors(periodo, { inicio: '31/02/2024', fim: '01/01/2024' })).toEqual([]);
  });

  it('the gateway side (ajv keyword) applies the same rule with the same message', () => {
    const v = compileRequest(createAjv(), { paging: 'none', request: periodo });
    expect(v({ inicio: '01/01/2024', fim: '02/01/2024' })).toBe(true);
    expect(v({ inicio: '02/01/2024', fim: '02/01/2024' })).toBe(false);
    expect(toCriticas(v.errors)).toEqual([{ campo: 'inicio', mensagem: MSG_INICIO_ANTES_DO_FIM }]);
  });
});

describe('the rest of section 5 as shared formats and keyword messages', () => {
  it('a value of 4 or 7 characters is a year or a year-month', () => {
    expect(['2024', '03/2024', ''].map(isAnoOuCompetencia)).toEqual([true, true, true]);
    expect(['1899', '13/2024', '202403', '24'].map(isAnoOuCompetencia)).toEqual([false, false, false, false]);
    expect(formatMessage('anoOuCompetencia', '13/2024')).toBe('Mês preenchido inválido');
    expect(formatMessage('anoOuCompetencia', '12/0999')).toBe('Ano preenchido inválido');
  });
  it('competence keeps its two messages through the gateway validator', () => {
    const v = compileRequest(createAjv(), {
      paging: 'none',
      request: { type: 'object', properties: { c: { type: 'string', format: 'competencia' } } },
    });
    v({ c: '13/2024' });
    expect(toCriticas(v.errors)).toEqual([{ campo: 'c', mensagem: 'Mês preenchido inválido' }]);
    v({ c: '01/0999' });
    expect(toCriticas(v.errors)).toEqual([{ campo: 'c', mensagem: 'Ano preenchido inválido' }]);
  });
  it('e-mail: the variant accepting empty is the format; required is a separate keyword', () => {
    expect(isEmail('')).toBe(true);
    expect(isEmail('a@b.com.br')).toBe(true);
    expect(isEmail('a@b.comercial')).toBe(false);
  });
  it('a list of choices says what to pick, not "Valor inválido."', () => {
    expect(keywordMessage('minItems', { limit: 1 })).toBe('Selecione ao menos uma opção.');
    expect(keywordMessage('minItems', { limit: 2 })).toBe('Selecione ao menos 2 opções.');
    expect(keywordMessage('maxItems', { limit: 6 })).toBe('Selecione no máximo 6 opções.');
    expect(keywordMessage('uniqueItems', { i: 0, j: 1 })).toBe('Cada opção só pode ser selecionada uma vez.');
  });
  it('length, required, empty-string and uppercase checks have pt-BR messages', () => {
    expect(keywordMessage('required', {})).toBe('Campo obrigatório.');
    expect(keywordMessage('minLength', { limit: 3 })).toBe('Informe ao menos 3 caracteres.');
    expect(keywordMessage('maxLength', { limit: 60 })).toBe('Informe no máximo 60 caracteres.');
    expect(keywordMessage('format', { format: 'maiusculas', value: 'abc' })).toBe(FORMATS.maiusculas.message);
    const v = compileRequest(createAjv(), {
      paging: 'none',
      request: {
        type: 'object',
        required: ['nome'],
        properties: { nome: { type: 'string', minLength: 1, format: 'maiusculas' } },
      },
    });
    v({});
    expect(toCriticas(v.errors)).toEqual([{ campo: 'nome', mensagem: 'Campo obrigatório.' }]);
    v({ nome: '' });
    expect(toCriticas(v.errors)).toEqual([{ campo: 'nome', mensagem: 'Campo obrigatório.' }]);
    v({ nome: 'Ana' });
    expect(toCriticas(v.errors)[0].mensagem).toBe('Use somente letras maiúsculas, números e os símbolos permitidos.');
  });
});
