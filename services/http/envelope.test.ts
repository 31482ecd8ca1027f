import { describe, expect, it } from 'vitest';
import { failureResult, formatDataServidor, resultFromFailure, unwrap } from './envelope.ts';

const now = new Date(2026, 10, 22, 14, 30, 5);

describe('unwrap', () => {
  it('maps objeto to data and paginacao to page/size/offset/offsetPages', () => {
    const r = unwrap({
      codigoMensagem: 0,
      mensagem: 'ok',
      dataServidor: '22/11/2026 14:30:00',
      objeto: [{ id: 1 }],
      paginacao: { pagina: 2, tamanhoPagina: 10, totalRegistros: 47, totalPaginas: 5 },
    });
    expect(r).toMatchObject({
      codigoMensagem: 0,
      data: [{ id: 1 }],
      page: 2,
      size: 10,
      offset: 47,
      offsetPages: 5,
      listaCriticas: [],
    });
  });

  it('defaults objeto to an empty object and leaves paging out when absent', () => {
    const r = unwrap({ codigoMensagem: 2, mensagem: 'Nenhum registro' });
    expect(r.data).toEqual({});
    expect(r.page).toBeUndefined();
    expect(r.offset).toBeUndefined();
  });
});

describe('failures', () => {
  const env500 = {
    codigoMensagem: 1,
    mensagem: 'Falha',
    hashErro: 'abc123',
    dataServidor: '22/11/2026 14:30:00',
    objeto: {},
  };

  it('returns the body of an HTTP 500 as the result', () => {
    expect(
      resultFromFailure(
        { message: 'Request failed with status code 500', response: { status: 500, data: env500 } },
        now,
      ),
    ).toMatchObject({
      codigoMensagem: 1,
      hashErro: 'abc123',
      mensagem: 'Falha',
    });
  });

  it('returns a 400 code-4 envelope as is', () => {
    const body = {
      codigoMensagem: 4,
      mensagem: 'Dados inválidos',
      mensagemExibicao: 'Verifique',
      listaCriticas: [{ campo: 'cpf', mensagem: 'CPF inválido.' }],
    };
    const r = resultFromFailure({ message: 'x', response: { status: 400, data: body } }, now);
    expect(r).toMatchObject({ codigoMensagem: 4, mensagemExibicao: 'Verifique', listaCriticas: body.listaCriticas });
  });

  it('normalises any other failure to code 1 with the error message', () => {
    const expected = {
      codigoMensagem: 1,
      mensagem: 'Network Error',
      hashErro: 'Network Error',
      data: {},
      dataServidor: '22/11/2026 14:30:05',
      listaCriticas: [],
    };
    expect(resultFromFailure({ message: 'Network Error' }, now)).toEqual(expected);
    expect(
      resultFromFailure(
        { message: 'Request failed with status code 502', response: { status: 502, data: '<html>Bad gateway</html>' } },
        now,
      ).mensagem,
    ).toBe('Request failed with status code 502');
    expect(failureResult('Network Error', now)).toEqual(expected);
  });

  it("keeps the gateway's own reason and hash for a 401/403 that carries the envelope", () => {
    const body = {
      codigoMensagem: 1,
      mensagem: 'Servidor não pertence à unidade do usuário.',
      hashErro: 'f00d',
      dataServidor: '22/11/2026 14:30:00',
    };
    const r = resultFromFailure(
      { message: 'Request failed with status code 403', response: { status: 403, data: body } },
      now,
    );
    expect(r).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Servidor não pertence à unidade do usuário.',
      hashErro: 'f00d',
    });
  });

  it('formats the local date like the server', () => {
    expect(formatDataServidor(now)).toBe('22/11/2026 14:30:05');
  });
});
