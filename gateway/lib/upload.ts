/**
 * The server-side checks of an uploaded file of the catalogue (endpoints with `files`) — size, type
 * BY CONTENT (the name and the declared mime type are the sender's word and are ignored), no active
 * content and the whole file of that type (lib/active-content.ts) — and a safe stored name. The
 * catalogue router (routes/catalogue.ts) reads the request (lib/multipart.ts) and calls
 * `verificarArquivos`; handlers receive an `UploadedFile` that already passed every check.
 */
import { createHash } from 'node:crypto';
import { keywordMessage } from '../../schemas/formats.ts';
import { inspectContent, type TipoConteudo } from './active-content.ts';
import type { Critica } from './envelope.ts';

/** Spec: each uploaded file at most 4194304 bytes (4 MB). */
export const MAX_UPLOAD_BYTES = 4194304;
/** Longest stored file name, extension included. */
export const MAX_NOME_ARQUIVO = 100;

export const MSG_SELECIONE_ARQUIVO = 'Selecione o arquivo.';
export const msgArquivoGrande = (nome: string) => `O arquivo '${nome}' excede o tamanho máximo permitido de 4 MB.`;
export const msgArquivoInvalido = (nome: string) => `O arquivo '${nome}' não é um PDF, PNG ou JPEG válido.`;
export const msgConteudoAtivo = (nome: string) =>
  `O arquivo '${nome}' contém conteúdo ativo (scripts ou ações automáticas) e não pode ser enviado.`;
export const MSG_ARQUIVO_REPETIDO = 'Envie um único arquivo neste campo.';

/** What a handler receives for a file property: checked, named safely, held in memory. */
export interface UploadedFile {
  /** The name the sender gave (control characters removed; shown in messages, never used as a path). */
  nomeOriginal: string;
  /** Safe stored name: see `nomeSeguro`. */
  nomeArquivo: string;
  /** Detected from the bytes, not taken from the request. */
  tipoConteudo: TipoConteudo;
  tamanho: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const TIPOS: { tipo: TipoConteudo; ext: string; magic: Buffer }[] = [
  { tipo: 'application/pdf', ext: 'pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { tipo: 'image/png', ext: 'png', magic: PNG_SIGNATURE },
  { tipo: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/**
 * The type of a file by its first bytes (magic numbers), or undefined when it is none of the
 * accepted ones. The only source of truth: a text file named 'laudo.pdf' sent as application/pdf
 * is still not a PDF.
 */
export function detectarTipo(bytes: Uint8Array): { tipo: TipoConteudo; ext: string } | undefined {
  const t = TIPOS.find(({ magic }) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b));
  return t && { tipo: t.tipo, ext: t.ext };
}

/** C0/C1 control characters and the invisible format characters (bidi overrides, zero-width…). */
export const CONTROLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** What a stored name may keep: ASCII letters and digits, '.', '_', '-' and accented Latin letters. */
const PROIBIDO = /[^A-Za-z0-9._\-\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/g;

/** The sender's name without control characters, NFC, at most 255 characters (for messages and the record). */
export function nomeOriginalLimpo(nome: string): string {
  return Array.from(nome.normalize('NFC').replace(CONTROLE, '').trim()).slice(0, 255).join('');
}

/**
 * The name a file is stored and downloaded under: the last path segment only (a name like
 * '../../etc/passwd.pdf' or 'C:\\x\\laudo.pdf' cannot point anywhere), NFC, without control
 * characters, spaces as '-', only [A-Za-z0-9._-] and accented letters, no leading dots (no hidden
 * files), at most 100 characters, and the extension of the DETECTED type instead of the sent one
 * ('foto.pdf' that is a PNG becomes 'foto.png'). Nothing left → 'arquivo.<ext>'.
 */
export function nomeSeguro(original: string, ext: string): string {
  const limpo = original.normalize('NFC').replace(CONTROLE, '');
  const base = limpo.split(/[/\\]/).pop() ?? '';
  const permitido = base.trim().replace(/\s+/g, '-').replace(PROIBIDO, '');
  const ponto = permitido.lastIndexOf('.');
  const semExt = ponto > 0 ? permitido.slice(0, ponto) : ponto === 0 ? '' : permitido;
  const max = MAX_NOME_ARQUIVO - ext.length - 1;
  const radical = semExt
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(0, max)
    .replace(/[.]+$/, '');
  return `${radical || 'arquivo'}.${ext}`;
}

/** One file part as read from the request, before the checks. */
export interface ArquivoRecebido {
  campo: string;
  nome: string;
  bytes: Buffer;
  /** The part went over MAX_UPLOAD_BYTES (the plugin stopped reading it). */
  truncado: boolean;
}

/**
 * The checks of one received file: size, type by content; a passing file becomes an UploadedFile.
 * An empty part without a name is what a browser sends for "no file chosen": missing, not invalid.
 */
export function verificarArquivo(a: ArquivoRecebido): { arquivo: UploadedFile } | { critica: Critica } {
  const nomeOriginal = nomeOriginalLimpo(a.nome);
  if (a.truncado || a.bytes.length > MAX_UPLOAD_BYTES)
    return { critica: { campo: a.campo, mensagem: msgArquivoGrande(nomeOriginal) } };
  if (a.bytes.length === 0 && nomeOriginal === '')
    return { critica: { campo: a.campo, mensagem: MSG_SELECIONE_ARQUIVO } };
  const tipo = detectarTipo(a.bytes);
  if (!tipo) return { critica: { campo: a.campo, mensagem: msgArquivoInvalido(nomeOriginal) } };
  // Past the signature: no scripts or automatic actions, and the bytes are the type they claim.
  const problema = inspectContent(a.bytes, tipo.tipo);
  if (problema)
    return {
      critica: {
        campo: a.campo,
        mensagem: problema === 'active' ? msgConteudoAtivo(nomeOriginal) : msgArquivoInvalido(nomeOriginal),
      },
    };
  return {
    arquivo: {
      nomeOriginal,
      nomeArquivo: nomeSeguro(a.nome, tipo.ext),
      tipoConteudo: tipo.tipo,
      tamanho: a.bytes.length,
      sha256: createHash('sha256').update(a.bytes).digest('hex'),
      bytes: a.bytes,
    },
  };
}

/**
 * The files of one request against the endpoint's declared file properties: each declared one
 * that is required must be there ('Selecione o arquivo.'), a property sent twice is refused, and
 * each file must pass `verificarArquivo`. Returns the checked files by property and the critiques.
 */
export function verificarArquivos(
  declarados: string[],
  obrigatorios: string[],
  recebidos: ArquivoRecebido[],
): { arquivos: Record<string, UploadedFile>; criticas: Critica[] } {
  const arquivos: Record<string, UploadedFile> = {};
  const criticas: Critica[] = [];
  for (const campo of declarados) {
    const deste = recebidos.filter((a) => a.campo === campo);
    if (deste.length > 1) criticas.push({ campo, mensagem: MSG_ARQUIVO_REPETIDO });
    else if (deste.length === 0) {
      if (obrigatorios.includes(campo)) criticas.push({ campo, mensagem: MSG_SELECIONE_ARQUIVO });
    } else {
      const r = verificarArquivo(deste[0]);
      if ('critica' in r) criticas.push(r.critica);
      else arquivos[campo] = r.arquivo;
    }
  }
  for (const a of recebidos) {
    if (!declarados.includes(a.campo))
      criticas.push({
        campo: a.campo,
        mensagem: keywordMessage('additionalProperties', { additionalProperty: a.campo }),
      });
  }
  return { arquivos, criticas };
}
