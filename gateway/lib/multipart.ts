/**
 * Reading a multipart/form-data request of the catalogue (endpoints with `files`) into text fields
 * and in-memory file parts, within the body and field limits; the parts are then checked by
 * lib/upload.ts. The catalogue router (routes/catalogue.ts) calls `readMultipart`.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type Critica, type Failure, badRequest } from './envelope.ts';
import { type ArquivoRecebido, MAX_UPLOAD_BYTES } from './upload.ts';

/** Text fields a multipart request may carry (the plugin refuses more). */
export const MAX_UPLOAD_FIELDS = 50;
export const MSG_NAO_MULTIPART = 'Envie o arquivo como multipart/form-data.';
export const MSG_CORPO_GRANDE = 'O envio excede o tamanho máximo permitido.';
export const MSG_CAMPO_GRANDE = 'Valor muito longo.';

/** What `readMultipart` got: the text fields (as input values) and the file parts, or a refusal. */
export type LeituraMultipart =
  { ok: true; campos: Record<string, unknown>; arquivos: ArquivoRecebido[] } | { ok: false; answer: Failure };

export interface MultipartSpec {
  /** The endpoint's file properties (`files` of the catalogue). */
  files: string[];
  /** Request properties declared as arrays: a single value becomes a one-item array. */
  arrays: string[];
  /** Largest body accepted: the files plus the JSON body limit as room for the fields and boundaries. */
  maxBody: number;
}

/** Refusal of a body over `maxBody` (HTTP 413, code 4, like the JSON body limit). */
export function corpoGrande(): Failure {
  const a = badRequest([{ campo: '(requisição)', mensagem: MSG_CORPO_GRANDE }], MSG_CORPO_GRANDE);
  return { ...a, status: 413 };
}

/**
 * Reads every part of a multipart request: text fields become input values (a repeated field an
 * array), files are read into memory up to MAX_UPLOAD_BYTES (a longer one is marked truncated,
 * its rest discarded, never buffered). A declared Content-Length over `maxBody` is refused before
 * reading; a chunked body is counted as it arrives and refused after the parse. Errors of the
 * plugin (too many files/fields, malformed body) are thrown to the caller, which maps them
 * (lib/errors.ts `multipartError`).
 */
export async function readMultipart(req: FastifyRequest, spec: MultipartSpec): Promise<LeituraMultipart> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.maxBody) return { ok: false, answer: corpoGrande() };
  let recebido = 0;
  const contar = (chunk: Buffer) => {
    recebido += chunk.length;
  };
  req.raw.on('data', contar);
  const campos: Record<string, unknown> = {};
  const arquivos: ArquivoRecebido[] = [];
  const criticas: Critica[] = [];
  try {
    // throwFileSizeLimit false: an oversized file is reported by name as a critique (code 4), not
    // as the plugin's bare 413 error. (The per-call option exists at run time; its typing omits it.)
    const options = {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: Math.max(spec.files.length, 1), fields: MAX_UPLOAD_FIELDS },
      throwFileSizeLimit: false,
    };
    const parts: AsyncIterableIterator<Multipart> = req.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const truncado = part.file.truncated;
        // Only the first MAX_UPLOAD_BYTES are kept even for an oversized part, and not those either.
        arquivos.push({
          campo: part.fieldname,
          nome: part.filename ?? '',
          bytes: truncado ? Buffer.alloc(0) : bytes,
          truncado,
        });
      } else {
        if (part.valueTruncated) criticas.push({ campo: part.fieldname, mensagem: MSG_CAMPO_GRANDE });
        const atual = campos[part.fieldname];
        campos[part.fieldname] =
          atual === undefined ? part.value : Array.isArray(atual) ? [...atual, part.value] : [atual, part.value];
      }
    }
  } finally {
    req.raw.off('data', contar);
  }
  if (recebido > spec.maxBody) return { ok: false, answer: corpoGrande() };
  if (criticas.length) return { ok: false, answer: badRequest(criticas) };
  for (const k of spec.arrays) if (k in campos && !Array.isArray(campos[k])) campos[k] = [campos[k]];
  return { ok: true, campos, arquivos };
}

/** Properties of a request schema declared as arrays (`"type": "array"` or a type list with it). */
export function arrayProperties(request: Record<string, unknown> | undefined): string[] {
  const props = (request?.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.entries(props)
    .filter(([, s]) => s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')))
    .map(([k]) => k);
}

/** The request schema without the file properties: the text fields are validated like a JSON body. */
export function semArquivos(
  request: Record<string, unknown> | undefined,
  files: string[],
): Record<string, unknown> | undefined {
  if (!request) return request;
  const props = { ...((request.properties ?? {}) as Record<string, unknown>) };
  for (const f of files) delete props[f];
  const required = ((request.required ?? []) as string[]).filter((r) => !files.includes(r));
  return { ...request, properties: props, required };
}
