/**
 * A search's filters filled with the keyboard, as the screen document declares them: Tab from the
 * page's heading through the form, and in each field what a person types — a CPF, a date (a
 * period's start before its end), a competence, a year, a name — or ↓ in a list (the first
 * option), ↓ Enter Esc in a multiple choice (the first option, then the list closed: Esc must
 * close it whatever is still loading). Only the required filters, or every one (`todos`).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SearchScreenDoc } from '../../../engine/screens/types.ts';
import { focoEm, tabAte } from './foco.ts';

interface Prop {
  title?: string;
  format?: string;
  antesDe?: string;
  enum?: unknown[];
  oneOf?: unknown[];
  pattern?: string;
  type?: string | string[];
  items?: unknown;
}

/** A valid CPF (Ana's, not a servant's); a servant of the unit's once a list has shown one (lembrarCpf). */
let cpfDaUnidade = '39053344705';

/**
 * Keeps a servant's CPF that a list of the unit showed, for the next CPF filter: a search by CPF
 * (the supreme official's inclusion) then finds a servant, and the record it leads to is reached.
 */
export function lembrarCpf(texto: string): void {
  const digitos = texto.replace(/\D/g, '');
  if (digitos.length === 11) cpfDaUnidade = digitos;
}

/** What to type in a text field of `prop`, or null to leave it as it is. */
function digitar(prop: Prop, obrigatorio: boolean): string | null {
  switch (prop.format) {
    case 'cpf':
      return cpfDaUnidade;
    case 'dataBR':
    case 'dataNaoFutura':
    case 'date':
      return prop.antesDe ? '01012025' : '01062025';
    case 'competencia':
      return '062025';
    case 'ano':
      return '2025';
    case 'nome':
      return 'Silva';
    case 'digitos':
    case 'digitos19':
      return '1';
  }
  if (prop.pattern) return obrigatorio ? '1' : null;
  return obrigatorio ? '1' : null;
}

/** Fills the filters of `s` with the keyboard, from wherever the focus is on the search page, and leaves the focus on 'Pesquisar'. */
export async function preencherFiltros(page: Page, s: SearchScreenDoc, todos: boolean): Promise<string[]> {
  const schema = s.filters?.schema as { required?: string[]; properties?: Record<string, Prop> } | undefined;
  const ui = (s.filters?.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string }>;
  const props = schema?.properties ?? {};
  const obrigatorios = new Set(schema?.required ?? []);
  const aPreencher = new Set(Object.keys(props).filter((k) => todos || obrigatorios.has(k)));
  const preenchidos: string[] = [];
  const prefixo = `${s.id}_`;
  await tabAte(page, (f) => f.tag === 'BUTTON' && f.name === 'Pesquisar', {
    onde: `'Pesquisar' depois dos filtros de ${s.route}`,
    max: 60 + Object.keys(props).length * 4,
    passo: async (f) => {
      if (!f.id.startsWith(prefixo)) return false;
      const campo = f.id.slice(prefixo.length);
      if (!aPreencher.has(campo)) return false;
      aPreencher.delete(campo);
      const prop = props[campo];
      const widget = ui[campo]?.['ui:widget'] ?? (prop.enum || prop.oneOf ? 'select' : undefined);
      if (f.tag === 'SELECT' || widget === 'select') {
        // A preset list (a required year) keeps its value; else ↓ picks the first option.
        const valor = await page.evaluate(() => (document.activeElement as HTMLSelectElement).value);
        if (!valor) await page.keyboard.press('ArrowDown');
      } else if (widget === 'multiSelect') {
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => page.locator('.bp6-popover [role="option"], .bp6-menu-item').count())
          .toBeGreaterThan(0);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
        await expect
          .poll(() => page.locator('.bp6-popover-open .bp6-menu, .bp6-popover .bp6-menu:visible').count(), {
            timeout: 5_000,
          })
          .toBe(0);
        expect((await focoEm(page)).id, 'Esc fecha a lista e deixa o foco no campo').toBe(f.id);
      } else if (f.tag === 'INPUT' || f.tag === 'TEXTAREA') {
        const texto = digitar(prop, obrigatorios.has(campo));
        if (texto === null) return false;
        await page.keyboard.type(texto);
      } else return false;
      preenchidos.push(campo);
      await page.keyboard.press('Tab');
      return true;
    },
  });
  const faltam = [...aPreencher].filter((k) => obrigatorios.has(k));
  expect(faltam, `filtros obrigatórios de ${s.route} que Tab não alcançou`).toEqual([]);
  return preenchidos;
}
