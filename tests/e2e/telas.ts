/**
 * The screen documents as the e2e tests walk them: every screen of screens/, and how a person
 * fills a search's required filters so that the search runs (the gates' axe pass and the keyboard
 * pass over every grid share it).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { listFiles } from '../../scripts/lib/schema-check.ts';
import type { ActionDef, ScreenDoc, SearchScreenDoc } from '../../engine/screens/types.ts';

const root = resolve(import.meta.dirname, '../..');

/** Every screen document of the portal. */
export function screenDocs(): ScreenDoc[] {
  return listFiles(join(root, 'screens'), '.screen.json').map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as ScreenDoc,
  );
}

type FilterProp = { title?: string; format?: string; antesDe?: string; enum?: unknown[]; oneOf?: unknown[] };

/**
 * Required filters (the bonus year, a servant's number, a period, a CPF) get a valid value: the
 * first option of a list, `cpf`, a date (a period's start before its end), else any digits — the
 * search then runs (an empty result is a page too).
 */
export async function fillRequiredFilters(page: Page, screen: SearchScreenDoc, cpf: string): Promise<void> {
  const schema = screen.filters?.schema as { required?: string[]; properties: Record<string, FilterProp> } | undefined;
  const uiSchema = screen.filters?.uiSchema as Record<string, { 'ui:widget'?: string }> | undefined;
  for (const campo of schema?.required ?? []) {
    const prop = schema!.properties[campo];
    const label = new RegExp(`^${(prop.title ?? campo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    // A list of values is a select without naming one (the form's default), like an endpoint's options.
    const widget = uiSchema?.[campo]?.['ui:widget'] ?? (prop.enum || prop.oneOf ? 'select' : undefined);
    if (widget === 'select') {
      // A preset required select (its default) keeps its value; else the first real option.
      const campoSelect = page.getByLabel(label);
      // Its options come from the gateway: on a loaded machine they arrive after the field (and a
      // preset shows only then). Waits for a value or a real option, then picks the first one.
      const real = campoSelect.locator('option:not([value=""])');
      await expect
        .poll(async () => (await campoSelect.inputValue()) !== '' || (await real.count()) > 0, { timeout: 30_000 })
        .toBe(true);
      if (!(await campoSelect.inputValue()))
        await campoSelect.selectOption((await real.first().getAttribute('value')) ?? '');
    } else if (prop.format === 'cpf') await page.getByLabel(label).fill(cpf);
    else if (prop.format === 'dataBR' || prop.format === 'dataNaoFutura')
      await page.getByLabel(label).fill(prop.antesDe ? '01/01/2025' : '01/06/2025');
    else if (prop.format === 'nome') await page.getByLabel(label).fill('Silva');
    else await page.getByLabel(label).fill('1');
  }
}

/** The row actions anywhere in a document (search rows, tables of a record's tabs), with a table's 'Detalhar' of a master-detail. */
export function rowActionsOf(doc: unknown): ActionDef[] {
  const found: ActionDef[] = [];
  const walk = (o: unknown) => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (!o || typeof o !== 'object') return;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'rowActions' && Array.isArray(v)) found.push(...(v as ActionDef[]));
      else walk(v);
    }
  };
  walk(doc);
  return found;
}
