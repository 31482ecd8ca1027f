/**
 * The one data-provider contract of the engine (react-admin / refine style): every call, download
 * and upload goes through it, with object parameters `{endpoint, params, page, size, sort, order,
 * filters}` and one result shape. Calling it is a JSON call (uploads too: an endpoint with `files`
 * is sent as multipart by prepareCall); `download` fetches a binary endpoint; `pdf` decodes a base64
 * PDF answer. Screens reach it through engine/data.tsx, so a test or a preview swaps in a stub
 * (`stubProvider`) without a gateway.
 */
import { callEndpoint, type CallFn, type CallRequest } from './callEndpoint.ts';
import type { CallResult } from './envelope.ts';
import { downloadFile, pdfFromBase64, type FileResult } from './files.ts';

export type { CallRequest, FileResult };

export interface DataProvider extends CallFn {
  /** A `binary` endpoint's file (content-disposition name, fallback 'arquivo'). */
  download(request: CallRequest): Promise<FileResult>;
  /** An endpoint answering a base64 PDF, as a file to open in a new tab. */
  pdf(request: CallRequest): Promise<FileResult>;
}

export const dataProvider: DataProvider = Object.assign(((request: CallRequest) => callEndpoint(request)) as CallFn, {
  download: downloadFile,
  pdf: pdfFromBase64,
});

const notStubbed = (what: string) => async (): Promise<FileResult> => ({
  ok: false,
  result: {
    codigoMensagem: 1,
    mensagem: `${what} não simulado neste teste.`,
    dataServidor: '',
    listaCriticas: [],
    data: {},
  },
});

/** A provider for tests and previews: `call` answers JSON calls; files answer what is given. */
export function stubProvider(
  call: (request: CallRequest) => Promise<CallResult<unknown>> | CallResult<unknown>,
  files: Partial<Pick<DataProvider, 'download' | 'pdf'>> = {},
): DataProvider {
  return Object.assign((async (request: CallRequest) => call(request)) as CallFn, {
    download: files.download ?? notStubbed('Download'),
    pdf: files.pdf ?? notStubbed('PDF'),
  });
}
