/**
 * Files out of the gateway, through the one data provider (so a test stubs them like any call):
 * - `downloadFile`: a `binary` endpoint (e.g. the pay slip) — the answer is the file, named by its
 *   content-disposition (fallback 'arquivo'); a failure still arrives as an envelope (in the
 *   blob) and is unwrapped so the caller can show the usual error dialog.
 * - `pdfFromBase64`: an endpoint whose envelope carries a base64 PDF (FIPA reports) — decoded to
 *   a file the caller opens in a new tab.
 * Both use prepareCall (token, session token id, unit, paging), never a hand-built request, and
 * never throw.
 */
import { callEndpoint, type CallRequest } from './callEndpoint.ts';
import { failureResult, isEnvelope, unwrap, type CallResult } from './envelope.ts';
import { fileNameFrom } from './fileName.ts';
import { http } from './http.ts';
import { prepareCall } from './prepareCall.ts';
import { SessionExpiredError } from './token.ts';

export type FileResult = { ok: true; blob: Blob; filename: string } | { ok: false; result: CallResult };

async function envelopeOf(data: unknown, fallback: string): Promise<CallResult> {
  try {
    const parsed: unknown =
      typeof (data as Blob | null)?.text === 'function' ? JSON.parse(await (data as Blob).text()) : data;
    return isEnvelope(parsed) ? unwrap(parsed) : failureResult(fallback);
  } catch {
    return failureResult(fallback);
  }
}

const failed = (err: unknown): FileResult => {
  const result = failureResult(err instanceof Error ? err.message : String(err));
  if (err instanceof SessionExpiredError) result.sessaoExpirada = true;
  return { ok: false, result };
};

export async function downloadFile(request: CallRequest): Promise<FileResult> {
  try {
    const config = await prepareCall(request);
    const res = await http<Blob>({ ...config, responseType: 'blob' });
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || type.startsWith('application/json'))
      return { ok: false, result: await envelopeOf(res.data, `HTTP ${res.status}`) };
    return { ok: true, blob: res.data, filename: fileNameFrom(res.headers.get('content-disposition')) };
  } catch (err) {
    return failed(err);
  }
}

/** The base64 text of an answer: `objeto` itself, or its `pdf`/`arquivo`/`conteudo`/`base64` field. */
export function base64Of(data: unknown): { base64: string; nome?: string } | null {
  if (typeof data === 'string') return { base64: data };
  if (!data || typeof data !== 'object') return null;
  const o = data as Record<string, unknown>;
  const b = ['pdf', 'arquivo', 'conteudo', 'base64'].map((k) => o[k]).find((v) => typeof v === 'string');
  const nome = ['nomeArquivo', 'nome'].map((k) => o[k]).find((v) => typeof v === 'string') as string | undefined;
  return typeof b === 'string' ? { base64: b, nome } : null;
}

export async function pdfFromBase64(request: CallRequest): Promise<FileResult> {
  const result = await callEndpoint(request);
  if (result.codigoMensagem !== 0) return { ok: false, result };
  const b = base64Of(result.data);
  if (!b) return { ok: false, result: failureResult('A resposta não contém um PDF.') };
  try {
    const raw = atob(b.base64.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, ''));
    const blob = new Blob([Uint8Array.from(raw, (c) => c.charCodeAt(0))], { type: 'application/pdf' });
    return { ok: true, blob, filename: b.nome ?? 'documento.pdf' };
  } catch {
    return { ok: false, result: failureResult('O PDF recebido está corrompido.') };
  }
}
