// @vitest-environment jsdom
/**
 * 'Consultar gratificação natalina' starts on the current year ('ui:options.preselect'), so its
 * first 'Pesquisar' searches instead of being refused for 'Ano: Selecione'.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import doc from '../../../screens/gestao-tempo/consulta-gratificacao-natalina.screen.json';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { preselected } from '../../registry/widgets/select.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { renderSearchScreen } from './fixtures.tsx';
import { answer } from '../../testing/callResults.ts';

const ok = (rows: Record<string, unknown>[]): CallResult =>
  answer({ data: rows, page: 0, size: 10, offset: rows.length, offsetPages: 1 });

const year = new Date().getFullYear();

/** The open year and the paid one, as 'complementoAfastamento.anosGratificacao' lists them. */
const ANOS = [
  { ano: year, rotulo: `${year} (em apuração)` },
  { ano: year - 1, rotulo: `${year - 1} (paga)` },
];

/** The bonus search over a provider whose year list comes from `anos`; the searches it sent. */
function montar(anos: () => Promise<CallResult>) {
  const searches: CallRequest[] = [];
  const provider = (async (req: CallRequest) => {
    if (req.endpoint === 'complementoAfastamento.anosGratificacao') return anos();
    if (req.endpoint === 'complementoAfastamento.gratificacaoNatalina') searches.push(req);
    return ok([]);
  }) as unknown as DataProvider;
  const { container } = renderSearchScreen(doc, provider);
  return { container, searches };
}

afterEach(() => {
  cleanup();
  act(() => dialogStore.closeAll());
});

describe('a required year starts on the current one', () => {
  it('preselected: the current year, else the newest listed; nothing without the option', () => {
    const anos = [
      { value: '2027', label: '2027' },
      { value: '2026', label: '2026 (em apuração)' },
    ];
    expect(preselected('anoAtual', anos, new Date(2026, 11, 4))).toBe('2026');
    expect(preselected('anoAtual', anos, new Date(2030, 0, 2))).toBe('2027');
    expect(preselected(undefined, anos)).toBeUndefined();
    expect(preselected('anoAtual', [])).toBeUndefined();
  });

  it("the first 'Pesquisar' of 'Consultar gratificação natalina' searches the current year", async () => {
    const { searches } = montar(async () => ok(ANOS));
    const ano = screen.getByLabelText(/^Ano/) as HTMLSelectElement;
    await waitFor(() => expect(ano.value).toBe(String(year)));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0].filters).toMatchObject({ ano: String(year) });
    expect(screen.queryByText(/Não foi possível completar a ação/)).toBeNull();
  });

  it('a year the clerk picks as the options arrive is kept: the preselection never overwrites a choice', async () => {
    // The window this reproduces: the options are on the page, the preselection's effect has not
    // run yet (React runs it in a later task), and the clerk — or a slow PC catching up with her
    // keys — picks another year. The preselection used to land after the choice and search the
    // open year instead of the paid one.
    let chegar: (r: CallResult) => void = () => undefined;
    const { container, searches } = montar(() => new Promise<CallResult>((r) => (chegar = r)));
    const ano = screen.getByLabelText(/^Ano/) as HTMLSelectElement;
    const ambiente = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const antes = ambiente.IS_REACT_ACT_ENVIRONMENT;
    ambiente.IS_REACT_ACT_ENVIRONMENT = false; // React schedules as in a browser, effects in a later task
    let escolhido = false;
    const observador = new MutationObserver(() => {
      if (escolhido || !ano.querySelector(`option[value="${year - 1}"]`)) return;
      escolhido = true; // in the microtask right after the options are committed, before the effects
      fireEvent.change(ano, { target: { value: String(year - 1) } });
    });
    observador.observe(container, { childList: true, subtree: true });
    try {
      chegar(ok(ANOS));
      await waitFor(() => expect(escolhido).toBe(true));
      await new Promise((r) => setTimeout(r, 0)); // the task the effects run in
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      observador.disconnect();
      ambiente.IS_REACT_ACT_ENVIRONMENT = antes;
    }
    await waitFor(() => expect(ano.value).toBe(String(year - 1)));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0].filters).toMatchObject({ ano: String(year - 1) });
    // Emptied afterwards, the year comes back to the current one.
    fireEvent.change(ano, { target: { value: '' } });
    await waitFor(() => expect(ano.value).toBe(String(year)));
  });
});
