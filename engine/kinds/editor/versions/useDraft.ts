/**
 * The editor's draft, headless: which saved version the text in the editor is (none until it is
 * saved), saved as a draft ('Salvar rascunho': a new version the first time — or when the version
 * open is no longer a draft, or is of another screen —, then the same draft again with its row
 * version) and sent for review ('Enviar para revisão': saved first when the text changed). The
 * text is never touched here: a refusal leaves it as it was. A refusal of the checker on the
 * server (code 4) comes back as problems at their JSON pointers, for the editor to mark their lines.
 */
import { useCallback, useState } from 'react';
import type { Problem } from '../../../../core/screen-check/check-core.ts';
import type { CallResult, Critica } from '../../../../services/http/envelope.ts';
import { useDataProvider } from '../../../data.tsx';
import { documentText, writeVersion, type Situacao, type VersionDetail, type WriteAnswer } from './api.ts';

export interface Draft {
  id: number;
  telaId: string;
  numero: number;
  situacao: Situacao;
  versao: number;
  /** Why an administrator returned it ('' when it was not returned). */
  motivoDevolucao: string;
}

/** The outcome of a save or a submission, for the view to tell. */
export type DraftOutcome =
  | { ok: true; message: string }
  /** Problems of the document at their pointers (the checker on the server): marked at their lines. */
  | { ok: false; problems: Problem[]; message: string }
  /** Any other refusal or failure: the portal's dialogs tell it. */
  | { ok: false; result?: CallResult; message: string };

export const MSG_JSON_INVALIDO = 'O documento não é um JSON válido: corrija-o antes de salvar.';
export const MSG_SEM_ID = "O documento precisa de um 'id' (letras minúsculas, números e hífens) para ser salvo.";

/** The critiques that point into the document (JSON pointers), as the checker's problems. */
export function documentProblems(criticas: readonly Critica[], file: string): Problem[] {
  return criticas
    .filter((c) => c.campo === '' || c.campo.startsWith('/'))
    .map((c) => ({ file, pointer: c.campo, message: c.mensagem }));
}

function parse(text: string): Record<string, unknown> | string {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return MSG_JSON_INVALIDO;
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return MSG_JSON_INVALIDO;
  const id = (doc as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? (doc as Record<string, unknown>) : MSG_SEM_ID;
}

export function useDraft() {
  const provider = useDataProvider();
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The text the draft holds on the server: a submission of it saves nothing first. */
  const [savedText, setSavedText] = useState<string | null>(null);
  const [busy, setBusy] = useState<'salvar' | 'enviar' | null>(null);

  const took = (a: WriteAnswer, telaId: string, motivo: string): Draft => ({
    id: a.id,
    telaId,
    numero: a.numero,
    situacao: a.situacao as Situacao,
    versao: a.versao,
    motivoDevolucao: motivo,
  });

  const saveNow = useCallback(
    async (text: string): Promise<DraftOutcome & { draft?: Draft }> => {
      const doc = parse(text);
      if (typeof doc === 'string') return { ok: false, message: doc };
      const telaId = String(doc.id);
      const same = draft && draft.situacao === 'RASCUNHO' && draft.telaId === telaId;
      const r = same
        ? await writeVersion(provider, 'telas.editarRascunho', { id: draft.id, versao: draft.versao, documento: doc })
        : await writeVersion(provider, 'telas.incluirRascunho', { documento: doc });
      if (r.codigoMensagem !== 0) return { ok: false, result: r, message: r.mensagem };
      const next = took(r.data, telaId, same ? draft.motivoDevolucao : '');
      setDraft(next);
      setSavedText(text);
      return { ok: true, message: `${r.mensagem || 'Rascunho salvo.'} Versão ${next.numero}.`, draft: next };
    },
    [draft, provider],
  );

  const save = useCallback(
    async (text: string): Promise<DraftOutcome> => {
      setBusy('salvar');
      try {
        const out = await saveNow(text);
        return out.ok ? { ok: true, message: out.message } : out;
      } finally {
        setBusy(null);
      }
    },
    [saveNow],
  );

  const submit = useCallback(
    async (text: string, file: string): Promise<DraftOutcome> => {
      setBusy('enviar');
      try {
        let current = draft;
        if (!current || current.situacao !== 'RASCUNHO' || text !== savedText) {
          const saved = await saveNow(text);
          if (!saved.ok) return saved;
          current = saved.draft!;
        }
        const r = await writeVersion(provider, 'telas.submeterVersao', { id: current.id, versao: current.versao });
        if (r.codigoMensagem === 0) {
          // The answer to the return is this submission: the server cleared its reason.
          setDraft(took(r.data, current.telaId, ''));
          return { ok: true, message: r.mensagem || 'Tela enviada para revisão.' };
        }
        const problems = r.codigoMensagem === 4 ? documentProblems(r.listaCriticas, file) : [];
        if (problems.length) return { ok: false, problems, message: r.mensagem };
        return { ok: false, result: r, message: r.mensagem };
      } finally {
        setBusy(null);
      }
    },
    [draft, provider, saveNow, savedText],
  );

  /** A saved version opened in the editor: its document is the text from now on. */
  const open = useCallback((v: VersionDetail) => {
    setDraft({
      id: v.id,
      telaId: v.telaId,
      numero: v.numero,
      situacao: v.situacao,
      versao: v.versao,
      motivoDevolucao: v.motivoDevolucao,
    });
    setSavedText(documentText(v.documento));
  }, []);

  /** The version as the server has it now (an administrator returned or published it meanwhile). */
  const follow = useCallback((v: VersionDetail) => {
    setDraft((d) =>
      d && d.id === v.id && v.versao > d.versao
        ? { ...d, situacao: v.situacao, versao: v.versao, motivoDevolucao: v.motivoDevolucao }
        : d,
    );
  }, []);

  /** Another starting point (a template, a shipped screen): the next save is a new version. */
  const forget = useCallback(() => {
    setDraft(null);
    setSavedText(null);
  }, []);

  return { draft, busy, save, submit, open, follow, forget };
}
