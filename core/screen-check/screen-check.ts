/**
 * Kind by kind, what a screen document refers to (see ScreenRefs for each rule). Search: filters,
 * source, columns, actions, batch. Detail: fields, record actions, or tabs of field sections and
 * nested tables. Form: loaded record, form fields accepted by the submit and create endpoints.
 * Dashboard: panels' endpoints and fields. Tabs: the screen ids are checked by checkAll. Returns
 * every endpoint the screen calls, for the grant check (grants-check.ts).
 */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import type { RegistryNames } from '../registries.ts';
import { ScreenRefs } from './screen-refs.ts';
import type { Add, Called } from './screen-refs-types.ts';
import { suggest } from './suggest.ts';

// The meta-schema has validated the shape; the checker reads it loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenDoc = { id: string; kind: string; area: string; route: string } & Record<string, any>;

export function checkScreen(
  doc: ScreenDoc,
  file: string,
  endpoints: Map<string, CatalogueEndpoint>,
  areas: string[],
  names: RegistryNames,
  add: Add,
  warn?: Add,
): Called[] {
  const routeParams = [...doc.route.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const r = new ScreenRefs(endpoints, file, add, routeParams, names, warn);
  r.name('screenKinds', 'tipo de tela', doc.kind, '/kind');
  if (!areas.includes(doc.area))
    add(file, '/area', `área '${doc.area}' não existe em screens/areas.json. ${suggest(doc.area, areas)}`);
  const ep = r.source(doc.source, '/source');

  if (doc.kind === 'search') {
    r.answer(ep, 'rows', '/source/endpoint');
    r.filters(doc.filters, ep, '/filters');
    r.columns(doc.columns, ep, '/columns');
    if (doc.rowKey) r.responseField(ep, doc.rowKey, '/rowKey');
    r.actions(doc.rowActions, ep, '/rowActions');
    r.actions(doc.toolbar, undefined, '/toolbar', ep);
    r.batch(doc.batch, ep, '/batch');
  }
  if (doc.kind === 'detail') {
    r.answer(ep, 'record', '/source/endpoint');
    r.fields(doc.fields, ep, '/fields');
    // Record actions: '{field}', visibleWhen and disabledWhen read the screen's record.
    r.actions(doc.actions, ep, '/actions');
    // `{field}` parameters read the enclosing records: the screen's, then each picked row or own record.
    const sections = (list: ScreenDoc[], pointer: string, record: CatalogueEndpoint[]) =>
      list.forEach((sec, s) => {
        const p = `${pointer}/${s}`;
        const own = sec.source ? r.source(sec.source, `${p}/source`, record) : record[0];
        if (sec.source && sec.fields) r.answer(own, 'record', `${p}/source/endpoint`);
        r.fields(sec.fields, own, `${p}/fields`);
        const rowEp = sec.table ? r.table(sec.table, `${p}/table`, record) : own;
        if (sec.detail)
          sections(sec.detail.sections ?? [], `${p}/detail/sections`, rowEp ? [rowEp, ...record] : record);
      });
    (doc.tabs ?? []).forEach((tab: { sections: ScreenDoc[] }, t: number) =>
      sections(tab.sections, `/tabs/${t}/sections`, ep ? [ep] : []),
    );
  }
  if (doc.kind === 'form') {
    r.answer(ep, 'record', '/source/endpoint');
    // Editing sends the form to `submit`; creating (route parameter 'novo') to `create`.
    for (const key of ['submit', 'create'] as const) {
      if (!doc[key]) continue;
      const target = r.endpoint(doc[key].endpoint, `/${key}/endpoint`);
      r.params(target, doc[key].params, `/${key}/params`);
      // The widgets and their option endpoints are checked once, with the submit pass; creating
      // loads no record, so read-only fields are checked against the source in the submit pass only.
      r.filters(doc.form, target, '/form', 'o campo', {
        form: true,
        shown: key === 'submit' ? ep : undefined,
        checkUi: key === 'submit',
      });
    }
  }
  if (doc.kind === 'dashboard') {
    (doc.panels ?? []).forEach(
      (panel: { endpoint: string; params?: Record<string, string>; x: string; y: string[] }, i: number) => {
        const pep = r.endpoint(panel.endpoint, `/panels/${i}/endpoint`);
        r.answer(pep, 'rows', `/panels/${i}/endpoint`);
        r.params(pep, panel.params, `/panels/${i}/params`);
        r.responseField(pep, panel.x, `/panels/${i}/x`);
        panel.y.forEach((y, j) => r.responseField(pep, y, `/panels/${i}/y/${j}`));
      },
    );
  }
  return r.called;
}
