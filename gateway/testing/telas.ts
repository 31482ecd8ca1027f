/**
 * Screens published at run time in tests outside the /telas/v1 contract's own (exports, the audit
 * trail, the export to files): a shipped document as read from screens/, and the steps of a version
 * — draft, submission, publication, withdrawal — through the real endpoints.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayApp } from '../app.ts';
import { SCREENS_DIR } from '../screens.ts';

const T = '/gw/exame/telas/v1';

/** A shipped screen document (`<area>/<file>.screen.json`) without its `$schema`, as the editor sends one. */
export function telaDistribuida(arquivo: string): Record<string, unknown> {
  const { $schema: _, ...doc } = JSON.parse(readFileSync(join(SCREENS_DIR, arquivo), 'utf8')) as Record<
    string,
    unknown
  >;
  return doc;
}

export interface VersaoTela {
  id: number;
  numero: number;
  situacao: string;
  versao: number;
}

/** One write of /telas/v1 expected to succeed (code 0); the version it answers. */
export async function passoDaTela(
  gw: GatewayApp,
  token: string,
  url: string,
  payload: Record<string, unknown>,
): Promise<VersaoTela> {
  const res = await gw.app.inject({
    method: 'POST',
    url: `${T}${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  const body = res.json() as { codigoMensagem: number; objeto: VersaoTela };
  if (body.codigoMensagem !== 0) throw new Error(`${url}: ${res.body}`);
  return body.objeto;
}

/** Draft and submission by `autor`, publication by `administrador` (who may be the same); the published version. */
export async function publicarTela(
  gw: GatewayApp,
  documento: Record<string, unknown>,
  autor: string,
  administrador = autor,
): Promise<VersaoTela> {
  const d = await passoDaTela(gw, autor, '/incluirRascunho', { documento });
  const s = await passoDaTela(gw, autor, '/submeterVersao', { id: d.id, versao: d.versao });
  return passoDaTela(gw, administrador, '/publicarVersao', { id: s.id, versao: s.versao });
}

/** Withdraws a published version: the shipped screen of its id is in force again. */
export const retirarTela = (gw: GatewayApp, v: VersaoTela, administrador: string) =>
  passoDaTela(gw, administrador, '/retirarVersao', { id: v.id, versao: v.versao });
