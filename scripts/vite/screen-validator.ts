/**
 * Vite plugin: `virtual:prh-screen-validator` exports `validateScreen`, the meta-schema validator
 * (schemas/screen.schema.json) compiled at build time with the same ajv options as
 * `schemas:check` (scripts/lib/schema-check.ts newAjv), as standalone code: the screen editor
 * checks documents in the browser without `eval`, which the portal's CSP forbids. Only the editor
 * (a lazy chunk) imports it. ajv's `require`s of its runtime helpers become imports, as in
 * precompiled-validators.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { newAjv } from '../lib/schema-check.ts';

const VIRTUAL = 'virtual:prh-screen-validator';
const RESOLVED = `\0${VIRTUAL}`;

/** The ES module of the standalone validator of `schemaFile`. */
export function screenValidatorModule(schemaFile: string): string {
  const ajv = newAjv({ source: true });
  const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  const code = standaloneCode(ajv, validate);
  const imports: string[] = [];
  const deps = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, id: string) => {
    if (!deps.has(id)) {
      const name = `__dep${deps.size}`;
      deps.set(id, name);
      imports.push(`import * as ${name} from ${JSON.stringify(id)};`);
    }
    return deps.get(id)!;
  });
  return [...imports, body.replace(/^"use strict";/, ''), 'export const validateScreen = validate;'].join('\n');
}

export function screenValidator(root: string): Plugin {
  const schemaFile = join(root, 'schemas/screen.schema.json');
  return {
    name: 'portal-rh-screen-validator',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(schemaFile);
      return screenValidatorModule(schemaFile);
    },
  };
}
