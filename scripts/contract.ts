/**
 * `npm run contract -- --base <url>`: the conformance kit. Calls every GET endpoint of the catalogue
 * (schemas/endpoints/*.json) with sample values against a running gateway — ours, or the state's
 * SISAPMG/JUSTICA/CONTAGEM_TEMPO/FIPA — and checks each answer against the envelope its catalogue
 * entry declares. Prints one line per endpoint (ok / divergente with JSON pointers / erro / sem
 * amostra) and a summary; exits 1 on any mismatch (`--exigir-todos`: also on errors and missing
 * samples).
 *
 * Options:
 *   --base <origem>              a portal origin: destinations from its /config.json
 *   --destino <TAG>=<url>        base URL of one destination (repeatable; overrides --base)
 *   --cpf <cpf> --senha <senha>  sign in through the origin's identity provider (default: the demo
 *                                administrator, or CONTRATO_CPF / CONTRATO_SENHA)
 *   --idp <origem>               sign in at this portal origin (its identity provider, whose client
 *                                knows that origin's /index) and call --base/--destino with its
 *                                tokens: a gateway behind another host or a proxy
 *   --unidade <código>           unit to act for (default: the user's own)
 *   --token <token> | --token <TAG>=<token>   bearer token(s) instead of signing in
 *   --tokenSSCId <id>            session id sent as the tokensscid header (with --token)
 *   --permitir-extras            accept fields the catalogue does not name
 *   --filtro <texto>             only endpoints whose name contains the text
 *   --json                       print the results as JSON
 */
import { parseArgs } from 'node:util';
import { loadCatalogue } from '../schemas/catalogue.ts';
import { relatorio } from './lib/contract/report.ts';
import { verificarContrato, type Alvo, type Destino } from './lib/contract/run.ts';
import { basesDe, entrar } from './lib/contract/signin.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    destino: { type: 'string', multiple: true },
    cpf: { type: 'string' },
    senha: { type: 'string' },
    unidade: { type: 'string' },
    idp: { type: 'string' },
    token: { type: 'string', multiple: true },
    tokenSSCId: { type: 'string' },
    'permitir-extras': { type: 'boolean' },
    'exigir-todos': { type: 'boolean' },
    filtro: { type: 'string' },
    json: { type: 'boolean' },
  },
});

const DEMO = { cpf: '39053344705', senha: 'Portal@2026' };
const pares = (xs: string[] = []) =>
  Object.fromEntries(
    xs.filter((x) => x.includes('=')).map((x) => [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)]),
  );

async function alvo(): Promise<Alvo> {
  const bases = {
    ...(values.base ? await basesDe(values.base.replace(/\/$/, '')) : {}),
    ...pares(values.destino),
  } as Record<Destino, string>;
  if (!Object.keys(bases).length) throw new Error('informe --base <origem> ou --destino TAG=url');
  const hoje = new Date();
  const comum = { bases, permitirExtras: values['permitir-extras'] };
  if (values.token?.length) {
    const unico = values.token.find((t) => !/^[A-Z_]+=/.test(t));
    const tokens = unico ? Object.fromEntries(Object.keys(bases).map((d) => [d, unico])) : pares(values.token);
    return {
      ...comum,
      tokens,
      tokenSSCId: values.tokenSSCId,
      contexto: { unidade: values.unidade ?? '', cpf: values.cpf ?? '', hoje },
    };
  }
  const origem = values.idp ?? values.base;
  if (!origem)
    throw new Error('sem --token, a entrada precisa de --idp ou --base (o provedor de identidade da origem)');
  const cpf = values.cpf ?? process.env.CONTRATO_CPF ?? DEMO.cpf;
  const senha = values.senha ?? process.env.CONTRATO_SENHA ?? DEMO.senha;
  const s = await entrar(origem.replace(/\/$/, ''), cpf, senha, values.unidade);
  return { ...comum, tokens: s.tokens, tokenSSCId: s.tokenSSCId, contexto: { unidade: s.unidade, cpf: s.cpf, hoje } };
}

const resultados = await verificarContrato(loadCatalogue(), await alvo(), values.filtro);
const { texto, falhou } = relatorio(resultados, { exigirTodos: values['exigir-todos'] });
console.log(values.json ? JSON.stringify(resultados, null, 2) : texto);
process.exit(falhou ? 1 : 0);
