/**
 * Every handler of the gateway, by catalogue endpoint name, read from this folder: each family of
 * schemas/endpoints/ is a module here named as its file — `<family>.ts`, or a folder `<family>/`
 * of parts when the family is split by job — whose default export is its `defineHandlers({...})`
 * (each part's, in a folder), or `defineAppHandlers(...)` for a family the app builds with its
 * keys (the security service). No handler file imports another: what families share lives in
 * routes/lib/ or domain/. The export endpoints (a request with `tela`) are the report jobs'
 * (gateway/reports/request.ts), so a family with nothing but an export needs no module. Adding an
 * endpoint to a family is its catalogue entry and its handler in the family's module.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogueFamilies } from '../../../schemas/catalogue.ts';
import type { AnyHandler, AppDeps, AppHandlers } from '../../contract/handler.ts';
import { exportHandlers } from '../../reports/request.ts';

/** A family's module in `dir`: its name and its files (one, or a folder's parts). */
export interface FamilyModule {
  family: string;
  files: string[];
}

const isModule = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

/** The families of `dir`: each `.ts` file that is not a test nor this registry, and each folder of such files. */
export function familyModules(dir: string): FamilyModule[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e): FamilyModule[] => {
      if (e.isDirectory()) {
        const parts = readdirSync(join(dir, e.name)).filter(isModule).sort();
        return parts.length ? [{ family: e.name, files: parts.map((p) => join(dir, e.name, p)) }] : [];
      }
      if (!isModule(e.name) || e.name === 'index.ts') return [];
      return [{ family: e.name.slice(0, -'.ts'.length), files: [join(dir, e.name)] }];
    })
    .sort((a, b) => a.family.localeCompare(b.family));
}

/** The registry of one folder: the handlers every request may use, and the families the app builds. */
export interface Registry {
  handlers: Record<string, AnyHandler>;
  appFamilies: AppHandlers[];
}

type Loaded = Record<string, AnyHandler> | AppHandlers;
const isApp = (m: Loaded): m is AppHandlers => typeof (m as AppHandlers).build === 'function';

/**
 * Loads the family modules of `dir` and checks them against the catalogue's families: a module
 * named as no family, one serving a name of another family, or a family (other than the app's)
 * that leaves one of its endpoints without a handler stops the gateway from loading.
 */
export async function loadHandlers(
  dir: string,
  families = catalogueFamilies(),
  exports: Record<string, AnyHandler> = exportHandlers as unknown as Record<string, AnyHandler>,
): Promise<Registry> {
  const handlers: Record<string, AnyHandler> = { ...exports };
  const appFamilies: AppHandlers[] = [];
  const problems: string[] = [];
  const served = new Set<string>();
  for (const { family, files } of familyModules(dir)) {
    const endpoints = families.get(family);
    if (!endpoints) {
      problems.push(`${family}: nenhuma família do catálogo tem este nome (schemas/endpoints/${family}.json)`);
      continue;
    }
    served.add(family);
    const own = new Set(endpoints.map((e) => e.name));
    let app = false;
    for (const file of files) {
      const part = relative(dir, file);
      const loaded = (await import(pathToFileURL(file).href)).default as Loaded | undefined;
      if (!loaded) problems.push(`${part}: o módulo não exporta seus handlers (export default defineHandlers({...}))`);
      else if (isApp(loaded)) {
        appFamilies.push(loaded);
        app = true;
      } else
        for (const [name, handler] of Object.entries(loaded)) {
          if (!own.has(name)) problems.push(`${part}: serve '${name}', que não é da família ${family} do catálogo`);
          else if (handlers[name] && !(name in exports)) problems.push(`${part}: '${name}' servido duas vezes`);
          else handlers[name] = handler;
        }
    }
    if (!app) for (const name of own) if (!handlers[name]) problems.push(`${family}: '${name}' sem handler`);
  }
  for (const [family, endpoints] of families)
    if (!served.has(family) && endpoints.some((e) => !handlers[e.name]))
      problems.push(`${family}: família do catálogo sem módulo de handlers (routes/handlers/${family}.ts)`);
  if (problems.length) throw new Error(`Handlers do gateway em desacordo com o catálogo:\n${problems.join('\n')}`);
  return { handlers, appFamilies };
}

const registry = await loadHandlers(import.meta.dirname);

/**
 * The handlers of every endpoint but the app-built families' (the security service's): what the
 * report worker, the scripts and the tests call by name. The router sees them as AnyHandler — it
 * calls each with the request it validated against the very schema the handler's types come from.
 */
export const HANDLERS: Readonly<Record<string, AnyHandler>> = registry.handlers;

/** Every handler the router serves: HANDLERS and the families the app builds with its dependencies. */
export function appHandlers(deps: AppDeps): Record<string, AnyHandler> {
  return Object.assign(
    { ...registry.handlers },
    ...registry.appFamilies.map((f) => f.build(deps) as unknown as Record<string, AnyHandler>),
  );
}
