/**
 * 'A partir de um endpoint', a starting point of the editor's 'Começar de': the search screen
 * `npm run screen:new -- <area>/<name> --from <endpoint>` writes (core/screen-check/scaffold-from.ts,
 * the same function), with the house style learnt from the portal's own screen documents — the
 * files the script reads — and the registries' names as loaded. The screen gets a name of its own
 * (the method's, in kebab case), the area where the screens of its resource live and a title from
 * the catalogue.
 *
 * The documents arrive only when an endpoint is chosen (engine/screens/catalogue.ts: the chunks the
 * screens open with, so neither the editor's chunk nor the build carries them twice).
 */
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { labelOf } from '../../../core/labels.ts';
import {
  houseStyleOf,
  scaffoldFrom,
  searchCapable,
  type HouseStyle,
} from '../../../core/screen-check/scaffold-from.ts';
import { runtimeNames } from '../../registry/runtimeNames.ts';
import { loadShippedScreens } from '../../screens/catalogue.ts';
import { ENDPOINTS, KNOWN_SCREENS } from './check.ts';

/** The area of a screen with no resource of its own among the existing screens. */
const DEFAULT_AREA = 'relatorios';

/** The catalogue's search-capable endpoints (a GET answering rows), by name. */
export const SEARCH_ENDPOINTS: CatalogueEndpoint[] = [...ENDPOINTS.values()]
  .filter(searchCapable)
  .sort((a, b) => a.name.localeCompare(b.name));

const methodOf = (ep: CatalogueEndpoint) => ep.name.slice(ep.name.indexOf('.') + 1);

/** The title of a screen from `ep`: the catalogue's, else a label from the method's name. */
const titleOf = (ep: CatalogueEndpoint) => ep.title ?? labelOf(methodOf(ep));

/** 'saldosBeneficioServidores' → 'saldos-beneficio-servidores'. */
export const kebabOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'nova-tela';

/**
 * The area, name and title of a new screen from `ep`: a name no screen has (nor its route), the
 * area most of the screens of the endpoint's resource are in (ties: the first file), else 'relatorios'.
 */
export function startOf(ep: CatalogueEndpoint, screens = KNOWN_SCREENS) {
  const count = new Map<string, number>();
  for (const s of screens) if (s.menuKey === ep.resource && s.area) count.set(s.area, (count.get(s.area) ?? 0) + 1);
  const area = [...count].reduce<[string, number]>((a, b) => (b[1] > a[1] ? b : a), [DEFAULT_AREA, 0])[0];
  const base = kebabOf(methodOf(ep));
  const taken = (name: string) => screens.some((s) => s.id === name || s.route === `/${area}/${name}/`);
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return { area, name, title: titleOf(ep) };
}

let style: Promise<HouseStyle> | undefined;

/** The house style of the portal's screen documents (the shipped files, as the script reads them). */
function houseStyle(): Promise<HouseStyle> {
  style ??= loadShippedScreens().then(
    (docs) => houseStyleOf(docs, runtimeNames()),
    (error: unknown) => {
      style = undefined; // a chunk the network lost is asked for again on the next choice
      throw error;
    },
  );
  return style;
}

/** The document of a new search screen over the endpoint `name`, as JSON text. */
export async function endpointText(name: string): Promise<string> {
  const endpoint = ENDPOINTS.get(name);
  if (!endpoint) throw new Error(`Endpoint desconhecido: ${name}`);
  const doc = scaffoldFrom({
    ...startOf(endpoint),
    endpoint,
    catalogue: [...ENDPOINTS.values()],
    style: await houseStyle(),
  });
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * The option group of 'Começar de' (value 'endpoint:<name>'). Each text starts with the endpoint's
 * name, so typing it on the focused select reaches the option.
 */
export function EndpointOptions() {
  return (
    <optgroup label="A partir de um endpoint">
      {SEARCH_ENDPOINTS.map((ep) => (
        <option key={ep.name} value={`endpoint:${ep.name}`}>
          {ep.name} — {titleOf(ep)}
        </option>
      ))}
    </optgroup>
  );
}
