// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, MSG_SEM_CONEXAO, MSG_TEMPO_ESGOTADO, parseBody, RequestCanceled } from './http.ts';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http (the fetch wrapper)', () => {
  it('sends a value as JSON, query parameters in the address, and reads a JSON answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"codigoMensagem":0}', { status: 200, statusText: 'OK' }));
    const res = await http({
      method: 'POST',
      url: '/gw/x?a=1',
      params: { b: 'c d' },
      headers: { Authorization: 'Bearer T' },
      data: { n: 1 },
    });
    expect(res).toMatchObject({ status: 200, statusText: 'OK', data: { codigoMensagem: 0 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/gw/x?a=1&b=c+d');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"n":1}',
      headers: { Authorization: 'Bearer T', 'Content-Type': 'application/json' },
    });
  });

  it('a GET has no body; FormData goes as it is (the browser writes the multipart boundary)', async () => {
    fetchMock.mockImplementation(async () => new Response(''));
    await http({ url: '/a' });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
    const form = new FormData();
    form.append('f', new Blob(['x']), 'f.pdf');
    await http({ method: 'POST', url: '/b', data: form });
    const init = fetchMock.mock.calls[1][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('never rejects for an HTTP status: a 500 with its body, an empty 204, a text page', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"codigoMensagem":1,"mensagem":"Falha"}', { status: 500 }));
    expect(await http({ url: '/a' })).toMatchObject({ status: 500, data: { codigoMensagem: 1, mensagem: 'Falha' } });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect((await http({ url: '/a' })).data).toBe('');
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await http({ url: '/a' })).data).toBe('<html>Bad gateway</html>');
  });

  it('reads a binary answer as a Blob with its headers', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
      }),
    );
    const res = await http<Blob>({ url: '/f', responseType: 'blob' });
    expect(await res.data.text()).toBe('%PDF');
    expect(res.headers.get('content-disposition')).toContain('a.pdf');
  });

  it('no answer: an HttpError with a pt-BR message; the optional timeout aborts the request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http({ url: '/a' })).rejects.toEqual(new HttpError(MSG_SEM_CONEXAO));
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(http({ url: '/a', timeoutMs: 20 })).rejects.toThrow(MSG_TEMPO_ESGOTADO);
    // without timeoutMs there is no signal (no timeout by default)
    fetchMock.mockResolvedValueOnce(new Response(''));
    await http({ url: '/a' });
    expect(fetchMock.mock.calls[2][1].signal).toBeUndefined();
  });

  it("the caller's signal cancels the request: RequestCanceled, not a connection error", async () => {
    const abortable = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    fetchMock.mockImplementationOnce(abortable);
    const caller = new AbortController();
    const pending = http({ url: '/a', signal: caller.signal, timeoutMs: 60_000 });
    caller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestCanceled);
    // Given up before it left: no request at all.
    await expect(http({ url: '/a', signal: caller.signal })).rejects.toBeInstanceOf(RequestCanceled);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('parseBody: JSON when it parses, else the text, empty as an empty string', () => {
    expect(parseBody('[1]')).toEqual([1]);
    expect(parseBody('ok')).toBe('ok');
    expect(parseBody('')).toBe('');
  });
});
