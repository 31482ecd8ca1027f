import { Button, HTMLSelect, PopoverNext } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';
import { MESES } from '../../../core/meses.ts';
import './date.css';
import {
  ANO_MAX,
  ANO_MIN,
  anosDoSeletor,
  BOTAO_CANCELAR,
  BOTAO_CONFIRMAR,
  DIAS_SEMANA,
  DIAS_SEMANA_EXTENSO,
  fromBR,
  mudaMes,
  nomeDoDia,
  semanasDoMes,
  toBR,
  type Dia,
} from './lib/calendar.ts';

/** Progressive dd/MM/yyyy mask: '01022024' → '01/02/2024'. */
export function maskDate(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

interface PickerProps {
  value: string;
  minYear: number;
  maxYear: number;
  /** A day after today cannot be picked (the field's format is `dataNaoFutura`). */
  noFuture?: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/**
 * The calendar of the date picker (spec §5): month and year selects (years 1900–2100 unless the
 * field narrows them), Portuguese day names, a day is only picked until 'Confirmar'; 'Cancelar'
 * leaves the field as it was. No time. With `noFuture` the days after today are disabled.
 */
export function DatePicker({ value, minYear, maxYear, noFuture, onConfirm, onCancel }: PickerProps) {
  const initial = fromBR(value);
  const today = new Date();
  const future = (dia: number) =>
    !!noFuture &&
    new Date(view.ano, view.mes, dia).getTime() >
      new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const clampYear = (y: number) => Math.min(maxYear, Math.max(minYear, y));
  const [view, setView] = useState(() => ({
    ano: clampYear(initial?.ano ?? today.getFullYear()),
    mes: initial?.mes ?? today.getMonth(),
  }));
  const [picked, setPicked] = useState<Dia | null>(initial);
  const isPicked = (dia: number) => picked?.ano === view.ano && picked.mes === view.mes && picked.dia === dia;
  return (
    <div className="prh-datepicker" role="dialog" aria-label="Calendário">
      <div className="prh-datepicker-head">
        <Button
          variant="minimal"
          icon="chevron-left"
          aria-label="Mês anterior"
          onClick={() => setView(mudaMes(view.ano, view.mes, -1, minYear, maxYear))}
        />
        <HTMLSelect
          aria-label="Mês"
          value={view.mes}
          onChange={(e) => setView({ ...view, mes: Number(e.currentTarget.value) })}
        >
          {MESES.map((m, i) => (
            <option key={m} value={i}>
              {m}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label="Ano"
          value={view.ano}
          onChange={(e) => setView({ ...view, ano: Number(e.currentTarget.value) })}
        >
          {anosDoSeletor(minYear, maxYear).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </HTMLSelect>
        <Button
          variant="minimal"
          icon="chevron-right"
          aria-label="Próximo mês"
          onClick={() => setView(mudaMes(view.ano, view.mes, 1, minYear, maxYear))}
        />
      </div>
      <table className="prh-datepicker-grid">
        <thead>
          <tr>
            {DIAS_SEMANA.map((d, i) => (
              <th key={d} scope="col" abbr={DIAS_SEMANA_EXTENSO[i]}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semanasDoMes(view.ano, view.mes).map((week, w) => (
            <tr key={w}>
              {week.map((dia, i) => (
                <td key={i}>
                  {dia !== null && (
                    <Button
                      size="small"
                      variant={isPicked(dia) ? 'solid' : 'minimal'}
                      intent={isPicked(dia) ? 'primary' : 'none'}
                      aria-label={nomeDoDia({ ...view, dia })}
                      aria-pressed={isPicked(dia)}
                      disabled={future(dia)}
                      onClick={() => setPicked({ ...view, dia })}
                    >
                      {dia}
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="prh-datepicker-foot">
        <Button variant="outlined" onClick={onCancel}>
          {BOTAO_CANCELAR}
        </Button>
        <Button intent="primary" disabled={!picked} onClick={() => picked && onConfirm(toBR(picked))}>
          {BOTAO_CONFIRMAR}
        </Button>
      </div>
    </div>
  );
}

/**
 * Date as typed text dd/MM/yyyy (the value is the pt-BR text the filters send, spec §7), with a
 * calendar button opening the picker. `ui:options.minYear`/`maxYear` narrow the 1900–2100 range;
 * the `dataBR`/`dataNaoFutura` formats and the `antesDe` keyword validate the value. The calendar
 * opens in Blueprint's PopoverNext (floating-ui): the older Popover (react-popper) misplaces its
 * content under React 19 and warns so on every page with a date field ('Meus relatórios').
 */
export function DateWidget(props: WidgetProps) {
  const [open, setOpen] = useState(false);
  const off = props.disabled || props.readonly;
  const minYear = (props.options.minYear as number | undefined) ?? ANO_MIN;
  const noFuture = props.schema.format === 'dataNaoFutura';
  const maxYear = Math.min(
    (props.options.maxYear as number | undefined) ?? ANO_MAX,
    noFuture ? new Date().getFullYear() : ANO_MAX,
  );
  const button = (
    <PopoverNext
      isOpen={open}
      onClose={() => setOpen(false)}
      placement="bottom-end"
      disabled={off}
      content={
        open ? (
          <DatePicker
            value={typeof props.value === 'string' ? props.value : ''}
            minYear={minYear}
            maxYear={maxYear}
            noFuture={noFuture}
            onCancel={() => setOpen(false)}
            onConfirm={(text) => {
              setOpen(false);
              props.onChange(text);
            }}
          />
        ) : undefined
      }
    >
      <Button
        variant="minimal"
        icon="calendar"
        aria-label={`Abrir calendário: ${props.label || 'data'}`}
        disabled={off}
        onClick={() => setOpen(!open)}
      />
    </PopoverNext>
  );
  return (
    <BlueprintInput
      {...props}
      parse={maskDate}
      display={maskDate}
      placeholder={props.placeholder || 'dd/mm/aaaa'}
      inputMode="numeric"
      rightElement={button}
    />
  );
}

export default DateWidget;
export const formats = ['dataBR', 'dataNaoFutura'];
