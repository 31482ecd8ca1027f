/**
 * Binary download of a catalogue endpoint (e.g. relatorios.download): same token and destination
 * rules as callEndpoint, but the answer is a file. A failure still arrives as an envelope (in the
 * blob), which is unwrapped so the caller can show the usual error dialog. Never throws.
 */
import axios from 'axios';
import { getConfig } from '../../../services/config.ts';
import { getEndpoint, substitutePath } from '../../../services/http/catalogue.ts';
import { failureResult, isEnvelope, unwrap, type CallResult } from '../../../services/http/envelope.ts';
import { toQueryString, type ParamValue } from '../../../services/http/params.ts';
import { getAccessToken } from '../../../services/http/token.ts';
import { COOKIE, getCookie } from '../../../services/session/cookies.ts';
import { fileNameFrom } from './fileName.ts';

export type FileResult = { ok: true; blob: Blob; filename: string } | { ok: false; result: CallResult };

async function envelopeOf(data: unknown, fallback: string): Promise<CallResult> {
  try {
    const parsed: unknown = data instanceof Blob ? JSON.parse(await data.text()) : data;
    return isEnvelope(parsed) ? unwrap(parsed) : failureResult(fallback);
  } catch {
    return failureResult(fallback);
  }
}

export async function fetchFile(endpoint: string, params: Record<string, unknown>): Promise<FileResult> {
  try {
    const def = getEndpoint(endpoint);
    const { path, rest } = substitutePath(def.path, params);
    const destino = def.destino ?? 'EXAME';
    const tokenId = getCookie(COOKIE.tokenId) ?? '';
    const token = await getAccessToken(destino, tokenId, getCookie(COOKIE.unidadeCodigo) ?? '');
    const qs = toQueryString({ ...(rest as Record<string, ParamValue>), tokenSSCId: tokenId });
    const res = await axios.get<Blob>(`${getConfig().destinos[destino]}${path}?${qs}`, {
      responseType: 'blob',
      headers: { Authorization: `Bearer ${token}` },
      validateStatus: () => true,
    });
    const type = String(res.headers['content-type'] ?? '');
    if (res.status !== 200 || type.startsWith('application/json')) return { ok: false, result: await envelopeOf(res.data, `HTTP ${res.status}`) };
    return { ok: true, blob: res.data, filename: fileNameFrom(res.headers['content-disposition'] as string | undefined) };
  } catch (err) {
    return { ok: false, result: failureResult(err instanceof Error ? err.message : String(err)) };
  }
}
