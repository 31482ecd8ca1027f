/**
 * The checks of `npm run schemas:check` on the document being edited, in the browser: the same
 * implementation (core/screen-check/check-core.ts) over the catalogue, areas and grants this build was
 * made from, with the meta-schema validator compiled at build time (no `eval` under the CSP).
 * The portal's other screens count by their meta (ids, routes, tab screens, resources); the
 * screen in the file the document would replace does not.
 */
import { validateScreen } from 'virtual:prh-screen-validator';
import { checkSources, type KnownScreen, type Problem } from '../../../core/screen-check/check-core.ts';
import screenSchema from '../../../schemas/screen.schema.json';
import areasText from '../../../screens/areas.json?raw';
import papeisText from '../../../screens/papeis.json?raw';
import { runtimeNames } from '../../registry/runtimeNames.ts';
import type { ScreenMeta } from '../../screens/types.ts';
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { IconSize } from '@blueprintjs/icons';
import { BUNDLED_ICONS } from '../../shell/icons.ts';
import { SCREEN_ICONS } from '../../shell/screenIcons.ts';

export type { Problem };

// `?raw`: the whole files (the build's slim catalogue keeps neither request nor response schemas).
const catalogueTexts = import.meta.glob<string>('../../../schemas/endpoints/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const metas = import.meta.glob<ScreenMeta>('../../../screens/**/*.screen.json', {
  eager: true,
  import: 'default',
  query: '?meta',
});

const relative = (path: string) => path.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');

const endpointSources = Object.entries(catalogueTexts).map(([path, text]) => ({
  file: relative(path),
  read: () => text,
}));

/** Every screen of the build by its meta, with its file. */
export const KNOWN_SCREENS: (KnownScreen & { title: string; kind: string; area?: string })[] = Object.entries(metas)
  .map(([path, m]) => ({
    file: relative(path),
    id: m.id,
    route: m.route,
    menuKey: m.menuKey,
    hidden: m.hidden,
    title: m.title,
    kind: m.kind,
    area: m.area,
  }))
  .sort((a, b) => a.file.localeCompare(b.file));

/** The catalogue's endpoints by name (completion, templates). */
export const ENDPOINTS: Map<string, CatalogueEndpoint> = new Map(
  Object.values(catalogueTexts).flatMap((text) =>
    (JSON.parse(text) as { endpoints: CatalogueEndpoint[] }).endpoints.map((e) => [e.name, e] as const),
  ),
);

/** The file a document belongs in: screens/<area>/<id>.screen.json. */
export function fileFor(doc: unknown): string {
  const d = doc && typeof doc === 'object' ? (doc as { area?: unknown; id?: unknown }) : {};
  const part = (v: unknown, fallback: string) => (typeof v === 'string' && /^[a-z0-9-]+$/.test(v) ? v : fallback);
  return `screens/${part(d.area, 'area')}/${part(d.id, 'tela')}.screen.json`;
}

export interface CheckResult {
  file: string;
  problems: Problem[];
  warnings: Problem[];
  /** The document, when it is valid JSON. */
  doc?: Record<string, unknown>;
}

/** Checks one document's text as `schemas:check` would if it were saved in its file. */
export function checkDocument(text: string): CheckResult {
  let doc: Record<string, unknown> | undefined;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch {
    doc = undefined;
  }
  const file = fileFor(doc);
  const warnings: Problem[] = [];
  const problems = checkSources({
    screenSchema,
    validateScreen,
    endpointFiles: endpointSources,
    registryNames: runtimeNames(),
    screenFiles: [{ file, read: () => text }],
    areasFile: { file: 'screens/areas.json', read: () => areasText },
    papeisFile: { file: 'screens/papeis.json', read: () => papeisText },
    knownScreens: KNOWN_SCREENS.filter((k) => k.file !== file),
    warnings,
    icons: { menu: BUNDLED_ICONS, all: [...BUNDLED_ICONS, ...SCREEN_ICONS[IconSize.STANDARD]] },
  });
  return {
    file,
    doc,
    problems: problems.filter((p) => p.file === file),
    warnings: warnings.filter((w) => w.file === file),
  };
}
