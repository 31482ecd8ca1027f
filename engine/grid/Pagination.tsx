/**
 * Table footer: page size (5/10/15/20), first/previous/next/last, a typed page number applied
 * 500 ms after the last keystroke only when it is between 1 and the number of pages (otherwise it
 * reverts), and 'Exibindo X–Y de N registros' — 'de mais de N registros' and 'de mais de P' pages when the
 * gateway's count stopped at its bound (`totalLimited`).
 */
import { BusyButton } from '../components/BusyButton.tsx';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { PAGE_INPUT_DEBOUNCE_MS, parsePageInput, rangeText } from './pagination.ts';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  totalPages: number;
  /** The total is a bound: there are more records than `total` (paginacao.totalLimitado). */
  totalLimited?: boolean;
  sizes: readonly number[];
  disabled?: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The table it pages, in its name ('Paginação: Cargos'): two tables of a tab are two distinct landmarks (axe landmark-unique). */
  of?: string;
}

export function Pagination({
  page,
  size,
  total,
  totalPages,
  totalLimited = false,
  sizes,
  disabled,
  onPage,
  onSize,
  of,
}: PaginationProps) {
  const id = useId();
  const [text, setText] = useState(String(page + 1));
  useEffect(() => setText(String(page + 1)), [page]);
  useEffect(() => {
    if (text === String(page + 1)) return;
    const t = setTimeout(() => {
      const target = parsePageInput(text, totalPages);
      if (target === null || target === page) setText(String(page + 1));
      else onPage(target);
    }, PAGE_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, page, totalPages, onPage]);

  const last = Math.max(totalPages - 1, 0);
  // While a page loads (`disabled`) the controls stay focusable: a control turned disabled drops the
  // keyboard focus to <body> (BusyButton); a press meanwhile is ignored, a new size or page typed wins.
  const off = disabled || totalPages === 0;
  return (
    <nav className="prh-pagination" aria-label={of ? `Paginação: ${of}` : 'Paginação'}>
      <div className="prh-pagination-size">
        <label htmlFor={`${id}-size`}>Registros por página</label>
        <HTMLSelect
          id={`${id}-size`}
          value={size}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          options={sizes.map((s) => ({ value: s, label: String(s) }))}
        />
      </div>
      <span className="prh-pagination-range" aria-live="polite">
        {rangeText(page, size, total, totalLimited)}
      </span>
      <div className="prh-pagination-nav">
        <BusyButton
          variant="minimal"
          icon="double-chevron-left"
          aria-label="Primeira página"
          unavailable={off || page === 0}
          onClick={() => onPage(0)}
        />
        <BusyButton
          variant="minimal"
          icon="chevron-left"
          aria-label="Página anterior"
          unavailable={off || page === 0}
          onClick={() => onPage(page - 1)}
        />
        <label htmlFor={`${id}-page`} className="prh-pagination-label">
          Página
        </label>
        <InputGroup
          id={`${id}-page`}
          className="prh-pagination-input"
          value={text}
          disabled={totalPages === 0}
          inputMode="numeric"
          onChange={(e) => setText(e.target.value)}
        />
        <span className="prh-pagination-of">
          de {totalLimited ? 'mais de ' : ''}
          {Math.max(totalPages, 1).toLocaleString('pt-BR')}
        </span>
        <BusyButton
          variant="minimal"
          icon="chevron-right"
          aria-label="Próxima página"
          unavailable={off || page >= last}
          onClick={() => onPage(page + 1)}
        />
        <BusyButton
          variant="minimal"
          icon="double-chevron-right"
          aria-label="Última página"
          unavailable={off || page >= last}
          onClick={() => onPage(last)}
        />
      </div>
    </nav>
  );
}
