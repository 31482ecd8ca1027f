// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../services/http/envelope.ts';
import { rangeText } from './pagination.ts';
import { Pagination } from './Pagination.tsx';

afterEach(cleanup);

const noop = () => undefined;

describe('table footer with a bounded count (paginacao.totalLimitado)', () => {
  it('says "mais de" for the records and the pages, never a false total', () => {
    render(
      <Pagination
        page={0}
        size={10}
        total={10_000}
        totalPages={1_000}
        totalLimited
        sizes={[5, 10]}
        onPage={noop}
        onSize={noop}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav.textContent).toContain('Exibindo 1–10 de mais de 10.000 registros');
    expect(nav.textContent).toContain('de mais de 1.000');
    expect(nav.textContent).not.toContain('1–10 de 10.000');
  });

  it('shows the exact total when the count did not reach the bound', () => {
    render(
      <Pagination page={2} size={10} total={9_999} totalPages={1_000} sizes={[5, 10]} onPage={noop} onSize={noop} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav.textContent).toContain('Exibindo 21–30 de 9.999 registros');
    expect(nav.textContent).not.toContain('mais de');
  });

  it('the pure rule and the envelope carry the flag', () => {
    expect(rangeText(999, 10, 10_000, true)).toBe('Exibindo 9.991–10.000 de mais de 10.000 registros');
    const limited = unwrap({
      codigoMensagem: 0,
      objeto: [],
      paginacao: { pagina: 0, tamanhoPagina: 10, totalRegistros: 10_000, totalPaginas: 1_000, totalLimitado: true },
    });
    expect(limited.totalLimitado).toBe(true);
    expect(limited.offset).toBe(10_000);
    const exact = unwrap({
      codigoMensagem: 0,
      objeto: [],
      paginacao: { pagina: 0, tamanhoPagina: 10, totalRegistros: 47, totalPaginas: 5 },
    });
    expect(exact.totalLimitado).toBeUndefined();
  });
});

describe('footers of several tables on one page', () => {
  it('each is named by its table, so two of them are distinct landmarks (axe landmark-unique)', () => {
    render(
      <>
        <Pagination page={0} size={5} total={9} totalPages={2} sizes={[5]} onPage={noop} onSize={noop} of="Cargos" />
        <Pagination
          page={0}
          size={5}
          total={9}
          totalPages={2}
          sizes={[5]}
          onPage={noop}
          onSize={noop}
          of="Carga horária"
        />
      </>,
    );
    expect(screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'))).toEqual([
      'Paginação: Cargos',
      'Paginação: Carga horária',
    ]);
  });
});
