/**
 * Roles and grants (`screens/papeis.json`) against the screens and the catalogue. The gateway
 * derives one resource per screen menuKey and per catalogue `resource`, and grants them as
 * papeis.json says (gateway/security/recursos-sync.ts); these checks catch, before start-up, the three
 * ways that goes wrong:
 * - a grant naming a resource that nothing derives (the gateway refuses to start);
 * - a screen no role grants (it would appear to nobody);
 * - a screen whose endpoints some role that sees it may not call (the menu entry opens a 403).
 */
import { OPEN_RESOURCES, concede, type PapelDef } from '../derive-recursos.ts';
import type { Called } from './screen-refs-types.ts';
import { suggest } from './suggest.ts';
import type { AddProblem } from './screen-refs-types.ts';

export type Papel = PapelDef;

/**
 * Parses and checks the shape of papeis.json; undefined when it cannot be used at all. `read`
 * returns the file's text (and throws when it cannot be read): no Node API here, the screen editor
 * runs this in the browser.
 */
export function readPapeis(read: () => string, add: AddProblem): Papel[] | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(read());
  } catch (err) {
    add('', `não foi possível ler os papéis (screens/papeis.json): ${(err as Error).message}`);
    return undefined;
  }
  const papeis = (doc as { papeis?: unknown } | null)?.papeis;
  if (!Array.isArray(papeis)) {
    add('/papeis', 'falta a lista \'papeis\': [{ "codigo", "nome", "recursos": "*" ou [chaveMenu, …] }].');
    return undefined;
  }
  const seen = new Set<string>();
  const ok: Papel[] = [];
  papeis.forEach((p: Record<string, unknown>, i) => {
    const ptr = `/papeis/${i}`;
    let valid = true;
    if (typeof p?.codigo !== 'string' || !/^[A-Z0-9_]{1,40}$/.test(p.codigo)) {
      add(
        `${ptr}/codigo`,
        "o código do papel deve ter de 1 a 40 letras maiúsculas, dígitos ou '_' (ex.: RH_CONSULTA).",
      );
      valid = false;
    } else if (seen.has(p.codigo)) {
      add(`${ptr}/codigo`, `o papel '${p.codigo}' já foi declarado; cada papel aparece uma vez.`);
      valid = false;
    } else seen.add(p.codigo);
    if (typeof p?.nome !== 'string' || !p.nome.trim()) {
      add(`${ptr}/nome`, 'informe o nome do papel.');
      valid = false;
    }
    const r = p?.recursos;
    if (r !== '*' && !(Array.isArray(r) && r.every((c) => typeof c === 'string'))) {
      add(
        `${ptr}/recursos`,
        `'recursos' deve ser "*" (todos os recursos) ou uma lista de chaves (menuKey de tela ou recurso do catálogo).`,
      );
      valid = false;
    }
    const x = p?.exceto;
    if (x !== undefined && (r !== '*' || !Array.isArray(x) || !x.every((c) => typeof c === 'string'))) {
      add(`${ptr}/exceto`, `'exceto' é uma lista de chaves que "recursos": "*" não concede; só vale com "*".`);
      valid = false;
    }
    if (valid) ok.push(p as unknown as Papel);
  });
  return ok;
}

/** Every grant must name a resource the gateway derives: a screen's menuKey or a catalogue resource. */
export function checkGrants(papeis: Papel[], resources: Set<string>, add: AddProblem) {
  const known = [...resources].sort();
  papeis.forEach((p, i) => {
    (p.exceto ?? []).forEach((c, j) => {
      if (!resources.has(c))
        add(
          `/papeis/${i}/exceto/${j}`,
          `o papel ${p.codigo} exceto '${c}', que não é menuKey de tela nem recurso do catálogo.`,
        );
    });
    if (p.recursos === '*') return;
    p.recursos.forEach((c, j) => {
      if (!resources.has(c))
        add(
          `/papeis/${i}/recursos/${j}`,
          `o papel ${p.codigo} concede '${c}', que não é menuKey de tela nem recurso do catálogo. ${suggest(c, known).replace(/Veja a lista.*$/, '')}`.trim(),
        );
    });
  });
}

const grants = concede;

/**
 * (a) Some role grants the screen's menuKey; (b) every endpoint it calls is open or granted by
 * every role that grants the screen, so whoever sees the screen may call it. A detail tab with its
 * own `resource` is shown only to who holds that resource: its calls are checked against the roles
 * granting it instead (the servant record's 'Acessos a este registro').
 */
export function checkScreenGrants(
  doc: { menuKey: string; tabs?: unknown },
  called: Called[],
  papeis: Papel[],
  add: AddProblem,
) {
  const viewers = papeis.filter((p) => grants(p, doc.menuKey));
  if (viewers.length === 0) {
    const named = [...new Set(papeis.flatMap((p) => (p.recursos === '*' ? [] : p.recursos)))];
    const close = suggest(doc.menuKey, named);
    add(
      '/menuKey',
      `nenhum papel de screens/papeis.json concede '${doc.menuKey}', então a tela não aparece para ninguém. Inclua '${doc.menuKey}' em 'recursos' de um papel.` +
        (close.startsWith('Você quis dizer') ? ` ${close}` : ''),
    );
    return;
  }
  const tabs = Array.isArray(doc.tabs) ? (doc.tabs as { resource?: string }[]) : [];
  tabs.forEach((t, i) => {
    if (t.resource !== undefined && !papeis.some((p) => grants(p, t.resource!)))
      add(
        `/tabs/${i}/resource`,
        `nenhum papel de screens/papeis.json concede '${t.resource}', então a aba não aparece para ninguém.`,
      );
  });
  const seen = new Set<string>();
  for (const { endpoint: ep, pointer } of called) {
    const resource = ep.resource;
    if (resource === undefined || OPEN_RESOURCES.includes(resource)) continue;
    const tab = /^\/tabs\/(\d+)\//.exec(pointer);
    const daAba = tab ? tabs[Number(tab[1])]?.resource : undefined;
    const quemVe = daAba === undefined ? viewers : papeis.filter((p) => grants(p, daAba));
    const lacking = quemVe.filter((p) => !grants(p, resource)).map((p) => p.codigo);
    if (lacking.length === 0 || seen.has(pointer)) continue;
    seen.add(pointer);
    add(
      pointer,
      `o endpoint '${ep.name}' exige o recurso '${resource}', que ${lacking.length > 1 ? 'os papéis' : 'o papel'} ${lacking.join(', ')} ` +
        `não ${lacking.length > 1 ? 'concedem' : 'concede'}, embora ${lacking.length > 1 ? 'concedam' : 'conceda'} ` +
        `${daAba === undefined ? `a tela (menuKey '${doc.menuKey}')` : `a aba (resource '${daAba}')`}: ` +
        `quem vê a tela receberia 403. Conceda '${resource}' ${lacking.length > 1 ? 'a esses papéis' : 'a esse papel'} em screens/papeis.json ou use outro menuKey.`,
    );
  }
}
