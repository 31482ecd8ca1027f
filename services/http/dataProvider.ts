/**
 * The one data-provider contract of the engine (react-admin / refine style): every call, download
 * and upload goes through it, with object parameters `{endpoint, params, page, size, sort, order,
 * filters}` and one result shape. Calling it is a JSON call (uploads too: an endpoint with `files`
 * is sent as multipart by prepareCall); `download` fetches a binary endpoint; `pdf` decodes a base64
 * PDF answer; `basic` is the shell's own call that also reads the HTTP status (`{content, errors}`,
 * basicCall.ts), the only door to it. Screens reach it through engine/data.tsx, so a test or a preview swaps in a stub
 * (`stubProvider`) without a gateway.
 */
import type { ObjetoOfName } from '../../core/endpoint-types.ts';
import { basicCall, type BasicErrors, type BasicResult } from './basicCall.ts';
import { callEndpoint, type CallFn, type CallRequest } from './callEndpoint.ts';
import type { CallResult } from './envelope.ts';
import { downloadFile, pdfFromBase64, type FileResult } from './files.ts';

export type { BasicErrors, BasicResult, CallRequest, FileResult };

/** A call answered as `{content, errors}`: the unwrapped envelope and the HTTP status when it failed. */
export type BasicFn = <E extends string>(request: CallRequest<E>) => Promise<BasicResult<ObjetoOfName<E>>>;

export interface DataProvider extends CallFn {
  /** A `binary` endpoint's file (content-disposition name, fallback 'arquivo'). */
  download(request: CallRequest): Promise<FileResult>;
  /** An endpoint answering a base64 PDF, as a file to open in a new tab. */
  pdf(request: CallRequest): Promise<FileResult>;
  /** The shell's own calls that read the HTTP status (session, terms, favourites, access request). */
  basic: BasicFn;
}

export const dataProvider: DataProvider = Object.assign(((request: CallRequest) => callEndpoint(request)) as CallFn, {
  download: downloadFile,
  pdf: pdfFromBase64,
  basic: ((request: CallRequest) => basicCall(request)) as BasicFn,
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

/**
 * A provider for tests and previews: `call` answers JSON calls; files answer what is given;
 * `basic`, unless given, answers what `call` answers, with no HTTP error.
 */
export function stubProvider(
  call: (request: CallRequest) => Promise<CallResult<unknown>> | CallResult<unknown>,
  files: Partial<Pick<DataProvider, 'download' | 'pdf' | 'basic'>> = {},
): DataProvider {
  return Object.assign((async (request: CallRequest) => call(request)) as CallFn, {
    download: files.download ?? notStubbed('Download'),
    pdf: files.pdf ?? notStubbed('PDF'),
    basic:
      files.basic ?? ((async (request: CallRequest) => ({ content: await call(request), errors: null })) as BasicFn),
  });
}
