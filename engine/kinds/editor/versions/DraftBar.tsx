/**
 * The editor's draft bar: 'Salvar rascunho' and 'Enviar para revisão' for the text in the editor,
 * the version it is (number and state, a returned draft's reason) and what the last step did.
 * A refusal of the checker on the server is handed to the editor (`onProblems`) to mark its lines;
 * any other refusal (a stale version: someone else saved it) is told in the portal's dialogs. The
 * text is kept either way.
 */
import { Button, Callout, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { Problem } from '../../../../core/screen-check/check-core.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { alert } from '../../../shell/dialogs/alert.tsx';
import { showFailure } from '../../../shell/dialogs/errorDialogs.ts';
import { SITUACAO, useVersionDetail, type VersionRow } from './api.ts';
import type { DraftOutcome, useDraft } from './useDraft.ts';

/** How often a version in review is asked again (only while the page is visible). */
export const FOLLOW_REVIEW_MS = 30_000;

interface Props {
  drafts: ReturnType<typeof useDraft>;
  /** The editor's text now. */
  text: () => string;
  /** The file the document belongs in (the problems' file). */
  file: string;
  /** The server's problems of the text sent, to mark at their lines ([] clears them). */
  onProblems: (text: string, problems: Problem[]) => void;
  /** An administrator's review of the version open, while it is in review (absent: not shown). */
  onReview?: (v: VersionRow) => void;
}

export function DraftBar({ drafts, text, file, onProblems, onReview }: Props) {
  const { draft, busy, save, submit, follow } = drafts;
  const [said, setSaid] = useState('');
  // The version as the server has it now: an administrator may have returned or published it —
  // asked again while it waits in review, so the analyst sees the outcome without reopening it.
  const live = useVersionDetail(draft?.id, draft?.situacao === 'EM_REVISAO' ? FOLLOW_REVIEW_MS : undefined).data?.data;
  useEffect(() => {
    if (live) follow(live);
  }, [live, follow]);

  const tell = (sent: string, outcome: DraftOutcome) => {
    if (outcome.ok) {
      onProblems(sent, []);
      setSaid(outcome.message);
    } else if ('problems' in outcome) {
      onProblems(sent, outcome.problems);
      setSaid(`${outcome.message} ${outcome.problems.length} problema(s) marcado(s) no documento.`);
    } else {
      setSaid('');
      if (outcome.result) showFailure(outcome.result);
      else alert({ tipo: 'atencao', titulo: 'Alerta!', texto: outcome.message, botao: 'Continuar' });
    }
  };
  const run = async (what: 'salvar' | 'enviar') => {
    const sent = text();
    tell(sent, what === 'salvar' ? await save(sent) : await submit(sent, file));
  };

  const look = draft ? SITUACAO[draft.situacao] : undefined;
  const returned = draft?.situacao === 'RASCUNHO' && draft.motivoDevolucao !== '';
  return (
    <div className="prh-editor-draft">
      <div className="prh-editor-draft-bar">
        <BusyButton
          icon="floppy-disk"
          busy={busy === 'salvar'}
          unavailable={busy !== null}
          onClick={() => void run('salvar')}
        >
          Salvar rascunho
        </BusyButton>
        <BusyButton
          icon="send-message"
          intent="primary"
          busy={busy === 'enviar'}
          unavailable={busy !== null}
          onClick={() => void run('enviar')}
        >
          Enviar para revisão
        </BusyButton>
        {onReview && live?.situacao === 'EM_REVISAO' && (
          <Button icon="comparison" onClick={() => onReview(live)}>
            Revisar esta versão
          </Button>
        )}
        <span className="prh-editor-draft-state">
          {draft && look ? (
            <>
              Versão {draft.numero} de <code>{draft.telaId}</code>{' '}
              <Tag intent={returned ? 'danger' : look.intent}>{returned ? 'Devolvida' : look.label}</Tag>
            </>
          ) : (
            'Ainda não salvo no portal'
          )}
        </span>
        {/* Live, but not a second role=status: the check's tags are the editor's status. */}
        <span aria-live="polite" className="prh-editor-draft-said">
          {said}
        </span>
      </div>
      {returned && (
        <Callout intent="warning" className="prh-editor-returned">
          <p>
            <strong>Devolvida pelo administrador:</strong> {draft.motivoDevolucao}
          </p>
        </Callout>
      )}
    </div>
  );
}
