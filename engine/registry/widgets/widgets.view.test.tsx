// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import doc from '../../../screens/relatorios/pesquisar-relatorios.screen.json';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import { SchemaForm, type SchemaFormHandle } from '../../form/SchemaForm.tsx';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { ANO_MAX, ANO_MIN, DIAS_SEMANA } from './lib/calendar.ts';
import { DatePicker, DateWidget } from './date.tsx';
import { FileWidget, MSG_ARQUIVO_GRANDE } from './file.tsx';
import { EMPTY_TEXT, MultiSelectWidget } from './multiSelect.tsx';
import { ok } from '../../testing/callResults.ts';

afterEach(() => {
  cleanup();
  act(() => dialogStore.closeAll());
});

const props = (over: Partial<WidgetProps>): WidgetProps =>
  ({
    id: 'f',
    name: 'f',
    label: 'Campo',
    value: undefined,
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    options: {},
    schema: { type: 'string' },
    uiSchema: {},
    rawErrors: [],
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: {} as never,
    formContext: {},
    ...over,
  }) as WidgetProps;

describe('date picker (spec §5)', () => {
  it('pt-BR day names, years 1900–2100, a day applies only on Confirmar, as dd/MM/yyyy', () => {
    const onConfirm = vi.fn();
    render(
      <DatePicker value="07/03/2024" minYear={ANO_MIN} maxYear={ANO_MAX} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([...DIAS_SEMANA]);
    expect(DIAS_SEMANA).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    const years = within(screen.getByLabelText('Ano')).getAllByRole('option');
    expect([years[0].textContent, years.at(-1)!.textContent, years.length]).toEqual(['1900', '2100', 201]);
    expect((screen.getByLabelText('Mês') as HTMLSelectElement).selectedOptions[0].textContent).toBe('março');
    // 01/03/2024 is a Friday: the grid starts on Sunday, so five blanks come first
    expect(screen.getByRole('button', { name: 'sexta-feira, 1 de março de 2024' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'terça-feira, 12 de março de 2024' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Ano'), { target: { value: '1900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('12/03/2024');
  });

  it('a dataNaoFutura field: no day after today can be picked, no later year offered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    render(<DateWidget {...props({ schema: { type: 'string', format: 'dataNaoFutura' } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Campo' }));
    const dia = (d: number) =>
      screen.getByRole('button', { name: new RegExp(`, ${d} de novembro de 2026$`) }) as HTMLButtonElement;
    expect([dia(22).disabled, dia(23).disabled, dia(24).disabled]).toEqual([false, false, true]);
    expect(within(screen.getByLabelText('Ano')).getAllByRole('option').at(-1)!.textContent).toBe('2026');
    vi.useRealTimers();
  });

  it('the widget: Cancelar keeps the value, Confirmar writes the picked day, typing is masked', () => {
    const onChange = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    render(<DateWidget {...props({ value: '10/01/2025', onChange })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Campo' }));
    // Blueprint's old <Popover> warns that it misplaces content under React 19 ('Meus relatórios'); PopoverNext does not.
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('Popover'))).toEqual([]);
    warn.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'quarta-feira, 15 de janeiro de 2025' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Campo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    fireEvent.click(screen.getByRole('button', { name: 'sábado, 1 de fevereiro de 2025' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onChange).toHaveBeenLastCalledWith('01/02/2025');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '31122024' } });
    expect(onChange).toHaveBeenLastCalledWith('31/12/2024');
  });
});

describe('file upload', () => {
  it('a file over 4194304 bytes is rejected before anything is sent; one of exactly 4194304 goes (spec §5 and §9)', async () => {
    const onChange = vi.fn();
    render(
      <>
        <FileWidget {...props({ onChange })} />
        <DialogHost />
      </>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(4194305)], 'grande.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(MSG_ARQUIVO_GRANDE)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    const ok = new File([new Uint8Array(4194304)], 'limite.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [ok] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(String(onChange.mock.calls[0][0])).toMatch(/^data:application\/pdf;name=limite\.pdf;base64,/);
  });
});

describe('multi-select', () => {
  it("an empty option list reads 'Sem registros'", async () => {
    const provider = vi.fn(async () => ({
      codigoMensagem: 2,
      mensagem: '',
      dataServidor: '',
      listaCriticas: [],
      data: [],
    })) as unknown as DataProvider;
    render(
      <DataProviderContext value={provider}>
        <MultiSelectWidget
          {...props({
            id: 'nomes',
            schema: { type: 'array', items: { type: 'string' } },
            options: { endpoint: 'relatorios.listaRelatorios' },
          })}
        />
      </DataProviderContext>,
    );
    const input = document.getElementById('nomes')!;
    await waitFor(() => expect(provider).toHaveBeenCalled());
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(EMPTY_TEXT).toBe('Sem registros');
  });
});

describe("date range 'Gerado no período de' (Meus relatórios)", () => {
  it('the start must be strictly before the end: the error shows under the start and the form is invalid', async () => {
    const provider = vi.fn(async () => ok([])) as unknown as DataProvider;
    const ref: { current: SchemaFormHandle | null } = { current: null };
    const f = doc.filters;
    const view = (data: Record<string, unknown>) => (
      <DataProviderContext value={provider}>
        <SchemaForm
          ref={ref}
          schema={f.schema as never}
          uiSchema={f.uiSchema as never}
          formData={data}
          onChange={vi.fn()}
          idPrefix="r"
        />
      </DataProviderContext>
    );
    const { rerender } = render(view({ dataInicialDoPeriodo: '02/01/2025', dataFinalDoPeriodo: '02/01/2025' }));
    expect(screen.getByLabelText('Gerado no período de')).toBeTruthy();
    // Arrays edited by one widget (multi-select) are one control with their own label.
    expect(screen.getByLabelText('Órgão no momento de agendamento').id).toBe('r_orgaoMomentoAgendamento');
    let valid = true;
    act(() => void (valid = ref.current!.validate()));
    expect(valid).toBe(false);
    expect(await screen.findByText('A data inicial deve ser anterior à data final.')).toBeTruthy();
    rerender(view({ dataInicialDoPeriodo: '01/01/2025', dataFinalDoPeriodo: '02/01/2025' }));
    act(() => void (valid = ref.current!.validate()));
    expect(valid).toBe(true);
  });
});
