/**
 * The `editor` kind: the screen editor of the administrators (route /gestao-avisos/editor-de-telas/).
 * A CodeMirror 6 JSON editor (codemirror.ts: completion and hover docs from the meta-schema and
 * the catalogue, the checks of `schemas:check` as you type, marked at their line) — beside a live
 * preview drawn by the real engine (Preview.tsx). 'Começar de' starts from a `screen:new` template,
 * a search built from a catalogue endpoint as `screen:new --from` builds it (fromEndpoint.tsx), an
 * existing screen or a saved version. 'Salvar rascunho' and 'Enviar para revisão'
 * keep the document as a version on the server (versions/: an administrator reviews, publishes,
 * returns, withdraws or restores it from 'Versões'); 'Baixar' saves it as a `.screen.json` file.
 *
 * Everything here (CodeMirror, the checker, the whole catalogue) is in this kind's lazy chunk,
 * loaded only when the route opens (engine/registry/screenKinds.ts).
 */
import { Button, ButtonGroup, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { setDiagnostics } from '@codemirror/lint';
import { EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Problem } from '../../../core/screen-check/check-core.ts';
import { useDataProvider } from '../../data.tsx';
import { loadScreen } from '../../screens/catalogue.ts';
import { showFailure } from '../../shell/dialogs/errorDialogs.ts';
import { useSession } from '../../shell/useSession.ts';
import type { ScreenDoc } from '../../screens/types.ts';
import { saveBlob } from '../../registry/actions/lib/files.ts';
import { checkDocument, KNOWN_SCREENS, type CheckResult } from './check.ts';
import { diagnosticsOf, editorExtensions } from './codemirror.ts';
import './editor.css';
import { Preview } from './Preview.tsx';
import { Problems } from './Problems.tsx';
import { EndpointOptions, endpointText } from './fromEndpoint.tsx';
import { TEMPLATE_KINDS, templateText } from './templates.ts';
import { canPublish, canReadHistory, documentText, loadVersion, type VersionRow } from './versions/api.ts';
import { DraftBar } from './versions/DraftBar.tsx';
import { SavedVersionOptions } from './versions/SavedVersionOptions.tsx';
import { useDraft } from './versions/useDraft.ts';
import { VersionsPanel } from './versions/VersionsPanel.tsx';

/** Pause after the last keystroke before checking and redrawing the preview. */
const DEBOUNCE_MS = 400;

/**
 * The start options: 'modelo:<kind>' (screen:new templates), 'endpoint:<name>' (screen:new --from),
 * 'tela:<id>' (an existing screen) or 'versao:<id>' (a saved version).
 */
const ORIGIN_DEFAULT = 'modelo:search';

export default function EditorKind() {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [origin, setOrigin] = useState(ORIGIN_DEFAULT);
  /** The latest choice: a document that arrives after another was chosen is dropped. */
  const chosen = useRef(ORIGIN_DEFAULT);
  const [text, setText] = useState(() => templateText('search'));
  const [result, setResult] = useState<(CheckResult & { text: string; lines: number[] }) | null>(null);
  /** The last document that parsed, for the completion of fields (the one being typed may not parse). */
  const lastDoc = useRef<Record<string, unknown> | undefined>(undefined);
  const provider = useDataProvider();
  const session = useSession();
  const drafts = useDraft();
  const [pane, setPane] = useState<'editor' | 'versoes'>('editor');
  const admin = canPublish(session.permitted);
  /** The version an administrator chose to review from the draft bar. */
  const [reviewing, setReviewing] = useState<VersionRow | undefined>(undefined);
  /** The server's problems of a text it refused, marked like the checker's while the text is that one. */
  const [server, setServer] = useState<{ text: string; problems: Problem[] } | null>(null);

  // The editor, once; its text is replaced when another starting point is chosen.
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: editorExtensions(() => lastDoc.current, setText),
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; `text` is its first content
  }, []);

  // Check (and redraw the preview) a moment after the last change.
  useEffect(() => {
    const timer = setTimeout(() => {
      const local = checkDocument(text);
      if (local.doc) lastDoc.current = local.doc;
      // The server runs the same checker: what it adds is what the browser's check did not find.
      const seen = new Set(local.problems.map((p) => `${p.pointer} ${p.message}`));
      const extra = server?.text === text ? server.problems.filter((p) => !seen.has(`${p.pointer} ${p.message}`)) : [];
      const r = extra.length ? { ...local, problems: [...local.problems, ...extra] } : local;
      const v = view.current;
      if (!v) return;
      const diagnostics = diagnosticsOf(v, r);
      v.dispatch(setDiagnostics(v.state, diagnostics));
      const lines = diagnostics.filter((d) => d.severity === 'error').map((d) => v.state.doc.lineAt(d.from).number);
      // While the text does not parse, the file is the one of the last document that did.
      setResult((prev) => ({ ...r, file: r.doc ? r.file : (prev?.file ?? r.file), text, lines }));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, server]);

  const replaceText = (next: string) => {
    const v = view.current;
    // A loaded document starts its own history: undo never goes back to the previous document.
    if (v)
      v.dispatch({
        changes: { from: 0, to: v.state.doc.length, insert: next },
        annotations: Transaction.addToHistory.of(false),
      });
    setText(next);
  };

  const openVersion = async (id: number) => {
    const r = await loadVersion(provider, id);
    if (r.codigoMensagem !== 0) return showFailure(r);
    setOrigin(`versao:${id}`);
    replaceText(documentText(r.data.documento));
    drafts.open(r.data);
    setPane('editor');
  };

  /** 'Versões', with a version under review when one is given. */
  const showVersions = (review?: VersionRow) => {
    setReviewing(review);
    setPane('versoes');
  };

  const choose = (value: string) => {
    const [what, name] = value.split(':');
    chosen.current = value;
    if (what === 'versao') return void openVersion(Number(name));
    setOrigin(value);
    drafts.forget();
    if (what === 'endpoint')
      void endpointText(name).then(
        (next) => chosen.current === value && replaceText(next),
        () => undefined,
      );
    else if (what === 'modelo') replaceText(templateText(name as (typeof TEMPLATE_KINDS)[number]['kind']));
    else
      void loadScreen(name).then(
        (doc) => replaceText(`${JSON.stringify(doc, null, 2)}\n`),
        () => undefined,
      );
  };

  const goToLine = (line: number) => {
    const v = view.current;
    if (!v) return;
    const pos = v.state.doc.line(line).from;
    v.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    v.focus();
  };

  const current = result?.text === text ? result : null;
  const valid = Boolean(result && result.doc && result.problems.length === 0);
  const previewDoc = valid ? (result!.doc as unknown as ScreenDoc) : undefined;
  const previewKey = useMemo(() => (valid ? result!.text : ''), [valid, result]);
  const file = result?.file ?? 'screens/…';
  const fileName = file.split('/').pop() ?? 'tela.screen.json';
  const telaId = typeof result?.doc?.id === 'string' ? result.doc.id : undefined;

  return (
    <div className="prh-editor">
      <div className="prh-editor-bar">
        <FormGroup label="Começar de" labelFor="prh-editor-origem" inline className="prh-editor-origin">
          <HTMLSelect id="prh-editor-origem" value={origin} onChange={(e) => choose(e.currentTarget.value)}>
            <optgroup label="Modelos (screen:new)">
              {TEMPLATE_KINDS.map((t) => (
                <option key={t.kind} value={`modelo:${t.kind}`}>
                  {t.label}
                </option>
              ))}
            </optgroup>
            <EndpointOptions />
            <optgroup label="Telas do portal">
              {KNOWN_SCREENS.filter((s) => s.kind !== 'editor').map((s) => (
                <option key={s.id} value={`tela:${s.id}`}>
                  {s.title} — {s.file.replace(/^screens\//, '')}
                </option>
              ))}
            </optgroup>
            <SavedVersionOptions userName={session.user?.name ?? ''} />
          </HTMLSelect>
        </FormGroup>
        <div className="prh-editor-status" role="status" aria-live="polite">
          {!current ? (
            <Tag minimal>Verificando…</Tag>
          ) : current.problems.length > 0 || !current.doc ? (
            <Tag intent="danger">{current.doc ? `${current.problems.length} problema(s)` : 'JSON inválido'}</Tag>
          ) : (
            <Tag intent="success">Sem problemas</Tag>
          )}
          {current && current.warnings.length > 0 && <Tag intent="warning">{current.warnings.length} aviso(s)</Tag>}
        </div>
        <Button
          icon="download"
          intent="primary"
          onClick={() =>
            saveBlob(new Blob([view.current?.state.doc.toString() ?? text], { type: 'application/json' }), fileName)
          }
        >
          Baixar
        </Button>
        <ButtonGroup aria-label="Vista">
          <Button active={pane === 'editor'} aria-pressed={pane === 'editor'} onClick={() => setPane('editor')}>
            Editor
          </Button>
          <Button
            icon="history"
            active={pane === 'versoes'}
            aria-pressed={pane === 'versoes'}
            onClick={() => showVersions()}
          >
            Versões
          </Button>
        </ButtonGroup>
      </div>
      <DraftBar
        drafts={drafts}
        text={() => view.current?.state.doc.toString() ?? text}
        file={file}
        onProblems={(sent, problems) => setServer(problems.length ? { text: sent, problems } : null)}
        onReview={admin ? (v) => showVersions(v) : undefined}
      />
      {pane === 'versoes' && (
        <VersionsPanel
          key={reviewing?.id}
          telaId={telaId}
          admin={admin}
          history={canReadHistory(session.permitted)}
          onOpen={(v) => void openVersion(v.id)}
          review={reviewing}
        />
      )}
      <div className="prh-editor-panes" hidden={pane !== 'editor'}>
        <section className="prh-editor-code" aria-label="Documento da tela">
          <div ref={host} className="prh-editor-host" />
          <p className="prh-editor-hint">
            Ctrl+Espaço sugere propriedades, endpoints e campos; Esc e depois Tab saem do editor. Guarde com Salvar
            rascunho, ou com Baixar em {file}.
          </p>
        </section>
        <section className="prh-editor-preview" aria-label="Pré-visualização">
          {result && (!result.doc || result.problems.length > 0) ? (
            <Problems
              problems={result.problems}
              lines={result.lines}
              byServer={server?.text === result.text}
              goToLine={goToLine}
            />
          ) : previewDoc ? (
            <div key={previewKey} className="prh-editor-preview-body">
              <Preview screen={previewDoc} />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
