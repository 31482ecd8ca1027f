import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clockIn,
  forbiddenIn,
  historyIn,
  SANITISER,
  scanBrowserCode,
  scanClock,
  scanHistory,
  scanVocabulary,
  testSupportOutsideTesting,
  vocabularyIn,
} from './forbidden.ts';

describe('browser source gate', () => {
  it('the portal, engine and services are clean', () => {
    expect(scanBrowserCode(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('rejects run-time code generation and raw HTML outside the sanitiser (broken fixture)', () => {
    const fixture = [
      'const f = new Function("return 1");',
      'eval(code);',
      "setTimeout('alert(1)', 10);",
      '<div dangerouslySetInnerHTML={{ __html: x }} />',
    ].join('\n');
    expect(forbiddenIn('engine/x.tsx', fixture)).toEqual([
      'engine/x.tsx:1: new Function gera código em tempo de execução (proibido pela CSP)',
      'engine/x.tsx:2: eval gera código em tempo de execução (proibido pela CSP)',
      'engine/x.tsx:3: timer com string é eval disfarçado',
      `engine/x.tsx:4: HTML cru só pelo componente que sanitiza (${SANITISER})`,
    ]);
  });

  it('allows raw HTML in the sanitiser and words in comments', () => {
    expect(forbiddenIn(SANITISER, '<div dangerouslySetInnerHTML={{ __html: clean }} />')).toEqual([]);
    expect(forbiddenIn('engine/y.ts', ' * never call eval( here')).toEqual([]);
    expect(forbiddenIn('engine/y.ts', 'retrieval(x); x.evaluate(y);')).toEqual([]);
  });
});

describe('history gate', () => {
  it('no hand-written code names an issue', () => {
    expect(scanHistory(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('finds an issue number in a comment or a test name, not the verb (broken fixture)', () => {
    // Written in pieces, or this very file would fail the gate.
    const [issue, Issue] = ['iss' + 'ue', 'Iss' + 'ue'];
    const fixture = [`// the sidebar (${issue} 27)`, `it('keeps it (${Issue} #3)', f);`, 'sign(); // what sign issues'];
    expect(historyIn('engine/x.ts', fixture.join('\n'))).toEqual([
      'engine/x.ts:1: número de issue no código (história vai no commit e no CHANGELOG)',
      'engine/x.ts:2: número de issue no código (história vai no commit e no CHANGELOG)',
    ]);
  });
});

describe('clock gate', () => {
  it('no SQL reads the clock but through now()', () => {
    expect(scanClock(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('finds the date keywords and a one-argument age() in code, not in comments (broken fixture)', () => {
    // Written in pieces, or this very file would fail the gate.
    const [hoje, agora, idade] = ['current' + '_date', 'CURRENT' + '_TIMESTAMP', 'age' + '(p.data_nascimento)'];
    const fixture = [
      `db.query('SELECT 1 WHERE d <= ${hoje}');`,
      `UPDATE t SET em = ${agora}`,
      `SELECT extract(year FROM ${idade})`,
      ` * never ${hoje}: UTC`,
      'SELECT age($1::date, p.data_nascimento), now()',
    ];
    expect(clockIn('gateway/x.ts', fixture.join('\n')).map((p) => p.split(':').slice(0, 2).join(':'))).toEqual([
      'gateway/x.ts:1',
      'gateway/x.ts:2',
      'gateway/x.ts:3',
    ]);
  });
});

describe('vocabulary gate', () => {
  it('the machinery has one name: no code uses the second name of a list, filter, page, unit scope or audit', () => {
    expect(scanVocabulary(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('finds a second name as an identifier, not in a comment, a string or a property of the domain (broken fixture)', () => {
    // Written in pieces, or this very file would fail the gate.
    const [paginate, filter, scope] = ['pagi' + 'nar', 'Fil' + 'tro', 'esc' + 'opo'];
    const fixture = [
      `import { ${paginate} } from './list.ts';`,
      `const f: ${filter} = { ${scope}: [] };`,
      `// ${paginate} was the old name`,
      `const s = '${paginate}';`,
      'const filtros = { situacao: 1 };',
    ];
    expect(vocabularyIn('gateway/x.ts', fixture.join('\n')).map((p) => p.split(':').slice(0, 2).join(':'))).toEqual([
      'gateway/x.ts:1',
      'gateway/x.ts:2',
      'gateway/x.ts:2',
    ]);
  });

  it('test support lives in gateway/testing/, by job, not as test-*.ts or *-teste.ts beside the app', () => {
    expect(
      testSupportOutsideTesting([
        'gateway/lib/test-corpo.ts',
        'gateway/routes/handlers/documentos-teste.ts',
        'gateway/testing/support.ts',
        'gateway/test-support.ts',
        'gateway/lib/text.ts',
      ]),
    ).toEqual([
      'gateway/lib/test-corpo.ts: suporte de teste fora de gateway/testing/',
      'gateway/routes/handlers/documentos-teste.ts: suporte de teste fora de gateway/testing/',
      'gateway/test-support.ts: suporte de teste fora de gateway/testing/',
    ]);
  });
});
