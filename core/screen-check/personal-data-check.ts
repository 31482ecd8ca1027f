/**
 * The catalogue's `personalData` against what each endpoint answers. The access log of
 * personal data is written for the endpoints that declare it, so an endpoint that answers a CPF, an
 * address, a bank account, pay or health data without declaring it would be read without a trace.
 * The signals are response field names (any depth); `ALLOWED` lists, with the reason, the endpoints
 * that answer such a field and are rightly not logged. No Node API: check-core runs it in the
 * browser too.
 */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import type { AddProblem } from './screen-refs-types.ts';

export type Kind = NonNullable<CatalogueEndpoint['personalData']>['kinds'][number];

/** Field names that reveal a kind of personal data; the first matching pattern of a field counts. */
export const SIGNALS: readonly { kind: Kind; pattern: RegExp }[] = [
  { kind: 'identificacao', pattern: /^cpf|Cpf$|^cpf[A-Z]|^pisPasep$|^nomeMae$|^nomePai$/ },
  // Not 'complemento' alone: a lawsuit's subject has one too.
  { kind: 'endereco', pattern: /^(cep|logradouro|bairro|numeroEndereco|endereco)$/ },
  { kind: 'bancario', pattern: /^(banco|codigoBanco|nomeBanco|agencia|conta|tipoConta)$/ },
  {
    kind: 'financeiro',
    pattern:
      /^(valor|valorBruto|valorLiquido|valorPago|valorDevido|valorApurado|remuneracaoBase|vencimento|totalVantagens|totalDescontos|adiantamento|saldo|parcelaFinal|liquidoParcelaFinal|baseCalculoPrevidencia|baseCalculoIrrf)$/,
  },
  { kind: 'saude', pattern: /^(cid|perito|diagnostico|resultadoInspecao)$|[Ii]nspecao/ },
];

/**
 * Endpoints that answer such a field and are not logged, each with the reason (Portuguese: it is
 * shown by `schemas:check` next to the rule it escapes).
 */
export const ALLOWED: Readonly<Record<string, string>> = {
  'seguranca.login': 'responde só os dados do próprio usuário que entra, ao seu navegador.',
  'seguranca.sessao': 'responde só os dados do dono da sessão, a quem tem o id dessa sessão.',
  'termoUso.ultimoAceito': 'o CPF é o do próprio usuário que pergunta.',
  'termoUso.aceitar': 'o CPF é o do próprio usuário que aceita.',
  'termoUso.ultimoAceitoCaptcha': 'chamada anônima que responde igual para todo CPF (nenhum dado de outra pessoa).',
  'termoUso.aceitarCaptcha': 'chamada anônima que responde igual para todo CPF (nenhum dado de outra pessoa).',
  'favorito.listar': 'o CPF é o do próprio usuário (seus favoritos).',
  'favorito.incluir': 'o CPF é o do próprio usuário (seus favoritos).',
  'favorito.remover': 'o CPF é o do próprio usuário (seus favoritos).',
  'usuario.enviaUsuarioComPapeisNovos':
    'escrita: ecoa o CPF enviado; a alteração fica em auditoria com quem, quando e o quê.',
  'processosJudiciais.salvarProcesso': 'escrita: a alteração fica em auditoria.',
  'dirigenteMaximo.incluirDirigenteMaximo': 'escrita: a alteração fica em auditoria.',
  'recadastramentoCuratoriaTutoria.iniciar': 'escrita: a alteração fica em auditoria.',
  'endereco.cep': 'consulta pública de CEP: o logradouro de um CEP, de ninguém em particular.',
};

/** The kinds the response's field names reveal, with the fields that revealed each. */
export function detectKinds(response: unknown): Map<Kind, string[]> {
  const found = new Map<Kind, string[]>();
  const walk = (schema: unknown, depth: number) => {
    if (!schema || typeof schema !== 'object' || depth > 4) return;
    const s = schema as { properties?: Record<string, unknown>; items?: unknown };
    for (const [name, sub] of Object.entries(s.properties ?? {})) {
      const signal = SIGNALS.find((x) => x.pattern.test(name));
      if (signal) found.set(signal.kind, [...(found.get(signal.kind) ?? []), name]);
      walk(sub, depth + 1);
    }
    walk(s.items, depth + 1);
  };
  walk(response, 0);
  return found;
}

/** Identifiers the access log resolves a person by, per subject (gateway/acessos/titulares.ts). */
export const IDENTIFIERS: Readonly<Record<string, readonly string[]>> = {
  servidor: ['id', 'numeroFuncionario', 'cpf', 'masp'],
  pessoa: ['id', 'numeroPessoa', 'cpf'],
  usuario: ['cpf'],
};

/** Checks one endpoint; `ptr` is its JSON pointer in its catalogue file. */
export function checkPersonalData(ep: CatalogueEndpoint, ptr: string, add: AddProblem): void {
  const declared = ep.personalData;
  const found = detectKinds(ep.response);
  if (!declared) {
    if (found.size === 0 || ALLOWED[ep.name]) return;
    const fields = [...found].map(([kind, names]) => `${names.join(', ')} → ${kind}`).join('; ');
    add(
      ptr,
      `o endpoint '${ep.name}' responde dados pessoais (${fields}) e não declara "personalData": declare ` +
        `{"subject": "servidor" | "pessoa" | "usuario" | "registro", "kinds": [${[...found.keys()].map((k) => `"${k}"`).join(', ')}], "key": "<campo que identifica a pessoa>"} ` +
        `para que cada acesso seja registrado, ou inclua o endpoint em ALLOWED (core/screen-check/personal-data-check.ts) com o motivo.`,
    );
    return;
  }
  const missing = [...found.keys()].filter((k) => !declared.kinds.includes(k));
  if (missing.length)
    add(
      `${ptr}/personalData/kinds`,
      `a resposta de '${ep.name}' tem ${missing.map((k) => `${k} (${found.get(k)!.join(', ')})`).join(', ')}: inclua ${missing.map((k) => `"${k}"`).join(', ')} em kinds.`,
    );
  if (declared.key !== undefined) {
    const props = (ep.request as { properties?: Record<string, unknown> }).properties ?? {};
    if (!(declared.key in props))
      add(`${ptr}/personalData/key`, `'${declared.key}' não é propriedade da requisição de '${ep.name}'.`);
    const ids = IDENTIFIERS[declared.subject];
    const is = declared.keyIs ?? declared.key;
    if (ids && !ids.includes(is))
      add(
        `${ptr}/personalData/${declared.keyIs ? 'keyIs' : 'key'}`,
        `um ${declared.subject} é identificado por ${ids.join(', ')}; diga em "keyIs" qual deles '${declared.key}' contém, ou use "subject": "registro".`,
      );
  } else if (declared.keyIs !== undefined) add(`${ptr}/personalData/keyIs`, `"keyIs" precisa de "key".`);
}
