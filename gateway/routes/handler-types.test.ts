/**
 * The handler types are the catalogue's: `npm run typecheck` refuses a handler that answers an
 * object where its endpoint answers a list, a field of another type, a record without a required
 * field, or that reads a request field its endpoint does not have. Proven on a fixture compiled
 * with the TypeScript compiler API (the options of tsconfig.gateway.json), next to a correct
 * handler that compiles. (A field the record does not name is refused at run time, by the closed
 * schemas of gateway/testing/contract.ts: TypeScript accepts extra fields in a value it inferred.)
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const FIXTURE = join(import.meta.dirname, '__handler-fixture__.ts');

const SOURCE = `import { ok } from '../lib/envelope.ts';
import { defineHandlers, type Handler } from '../contract/handler.ts';
const registro = { codigo: '1501', sigla: 'SEPLAG', nome: 'Planejamento', rotulo: 'SEPLAG - Planejamento' };
export const certo: Handler<'aviso.listaInstituicoesAviso'> = async () => ok([registro]);
export const objetoNoLugarDaLista: Handler<'aviso.listaInstituicoesAviso'> = async () => ok(registro);
export const campoDeOutroTipo: Handler<'aviso.listaInstituicoesAviso'> = async () => ok([{ ...registro, codigo: 1501 }]);
export const semCampoObrigatorio: Handler<'aviso.listaInstituicoesAviso'> = async () => ok([{ codigo: '1501', sigla: 'SEPLAG', nome: 'Planejamento' }]);
export const pedidoInexistente: Handler<'admissoes.dadosPessoais'> = async ({ input }) => ok({ id: Number(input.naoExiste) });
export const mapaCerto = defineHandlers({ 'aviso.listaInstituicoesAviso': async () => ok([registro]), 'eventosFuncionais.tiposAfastamento': async ({ input }) => ok([{ codigo: Number(input.numeroFuncionario), descricao: 'Férias', quantidade: 0 }]) });
export const mapaObjetoNoLugarDaLista = defineHandlers({ 'aviso.listaInstituicoesAviso': async () => ok(registro) });
export const mapaPedidoInexistente = defineHandlers({ 'admissoes.dadosPessoais': async ({ input }) => ok({ id: Number(input.naoExiste) }) });
export const mapaNomeInexistente = defineHandlers({ 'aviso.naoExiste': async () => ok([registro]) });
`;

let compilados: Record<string, string[]> | undefined;

/** Type errors of the fixture, by the name of the handler on whose line each is (compiled once). */
function errosPorHandler(): Record<string, string[]> {
  compilados ??= compilar();
  return compilados;
}

function compilar(): Record<string, string[]> {
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.gateway.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const host = ts.createCompilerHost(config.options);
  const leitura = host.getSourceFile;
  host.getSourceFile = (name, lang, ...rest) =>
    name === FIXTURE ? ts.createSourceFile(name, SOURCE, lang) : leitura.call(host, name, lang, ...rest);
  host.fileExists = (
    (existe) => (name: string) =>
      name === FIXTURE || existe(name)
  )(host.fileExists);
  const program = ts.createProgram([FIXTURE], { ...config.options, noEmit: true }, host);
  const linhas = SOURCE.split('\n');
  const out: Record<string, string[]> = {};
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file?.fileName !== FIXTURE || d.start === undefined) continue;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const nome = /export const (\w+)/.exec(linhas[line])?.[1] ?? `linha ${line + 1}`;
    (out[nome] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
  }
  return out;
}

describe('handlers are typed by their catalogue endpoint', () => {
  it('an object for a list, a field of another type, a missing required field or an undeclared request field does not compile; the right answer does', () => {
    const erros = errosPorHandler();
    expect(erros.certo).toBeUndefined();
    expect(erros.objetoNoLugarDaLista?.join(' ')).toMatch(
      /is not assignable to type .*(Handler<"aviso.listaInstituicoesAviso">|AvisoListaInstituicoesAvisoResponse)/,
    );
    expect(erros.campoDeOutroTipo?.join(' ')).toMatch(/not assignable/);
    expect(erros.semCampoObrigatorio?.join(' ')).toMatch(/not assignable/);
    expect(erros.pedidoInexistente?.join(' ')).toMatch(/Property 'naoExiste' does not exist/);
  }, 60_000);

  // A family's map names each endpoint once: the key types its handler, and only catalogue names are keys.
  it('defineHandlers types each handler by its key: a wrong answer, an undeclared request field or an unknown name does not compile', () => {
    const erros = errosPorHandler();
    expect(erros.mapaCerto).toBeUndefined();
    expect(erros.mapaObjetoNoLugarDaLista?.join(' ')).toMatch(/not assignable/);
    expect(erros.mapaPedidoInexistente?.join(' ')).toMatch(/Property 'naoExiste' does not exist/);
    expect(erros.mapaNomeInexistente?.join(' ')).toMatch(/aviso\.naoExiste/);
  }, 60_000);
});
