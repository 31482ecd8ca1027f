/**
 * `npm run auditoria:verificar`: walks the hash chains of `auditoria` (every change) and
 * `acesso_dados_pessoais` (who saw whose data) of DATA_DIR or DATABASE_URL and reports, per chain,
 * either its head or what is wrong: a broken row (edited, deleted or replaced), a restart by
 * TRUNCATE that no operator acknowledged, or a chain that does not extend a head kept elsewhere.
 * Exits 1 on any of them. On PGlite stop the server first (one process per data folder); on
 * PostgreSQL it runs beside the instances. docs/SECURITY.md, docs/DEPLOYMENT.md.
 *
 *   -- --desde auditoria=<elo>:<hash> --desde acesso_dados_pessoais=<elo>:<hash>
 *        the heads a former run printed (its last line), kept off this host: each chain must
 *        still hold that link with that hash, so deleting the last rows and moving the head back,
 *        or rewriting rows up to the head, is found.
 *   -- --reconhecer-reinicio <tabela> --motivo "<por quê>"
 *        acknowledges a restart that was intended, as the tables' owner; written to `auditoria`
 *        with the operator (the system account running it) and the reason, then verifies.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../gateway/config.ts';
import { openDb } from '../gateway/db/open.ts';
import {
  cabecasParaGuardar,
  descreverResultado,
  falhou,
  lerCabecaGuardada,
  TABELAS_ENCADEADAS,
  verificarCadeias,
  type CabecaGuardada,
  type TabelaEncadeada,
} from '../gateway/acessos/cadeia.ts';
import { reconhecerReinicio } from '../gateway/lib/cadeia-reinicio.ts';
import { semLimiteDeTempo } from '../gateway/db/pedido-abortado.ts';

/** A wrong invocation: what is wrong, exit 2 (a broken chain is 1). */
function uso(msg: string): never {
  console.error(
    `${msg}\nUso: npm run auditoria:verificar [-- --desde <tabela>=<elo>:<hash> …] [-- --reconhecer-reinicio <tabela> --motivo "<texto>"]`,
  );
  process.exit(2);
}

const args = (() => {
  try {
    return parseArgs({
      options: {
        desde: { type: 'string', multiple: true, default: [] },
        'reconhecer-reinicio': { type: 'string' },
        motivo: { type: 'string' },
      },
    }).values;
  } catch (e) {
    return uso((e as Error).message);
  }
})();
const desde: Partial<Record<TabelaEncadeada, CabecaGuardada>> = {};
for (const d of args.desde) {
  const lida = lerCabecaGuardada(d);
  if (!lida) uso(`--desde inválido: '${d}'; use ${TABELAS_ENCADEADAS.map((t) => `${t}=<elo>:<hash>`).join(' ou ')}.`);
  desde[lida.tabela] = lida.cabeca;
}
const reconhecer = args['reconhecer-reinicio'];
if (reconhecer !== undefined && !TABELAS_ENCADEADAS.includes(reconhecer as TabelaEncadeada))
  uso(`--reconhecer-reinicio: tabela sem cadeia: '${reconhecer}'; use ${TABELAS_ENCADEADAS.join(' ou ')}.`);
if (reconhecer !== undefined && !args.motivo?.trim()) uso('--reconhecer-reinicio exige --motivo "<por quê>".');

/** The system account running the command: who acknowledged. */
function operador(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'desconhecido';
  }
}

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
let falhas = 0;
try {
  if (reconhecer !== undefined) {
    const feito = await reconhecerReinicio(db, reconhecer, { operador: operador(), motivo: args.motivo!.trim() });
    console.log(
      feito
        ? `${reconhecer}: reinício reconhecido por ${operador()} e registrado na auditoria.`
        : `${reconhecer}: nenhum reinício pendente de reconhecimento.`,
    );
  }
  const t0 = Date.now();
  // A whole chain in one walk: maintenance, no statement time limit.
  const resultados = await semLimiteDeTempo(() => verificarCadeias(db, desde));
  for (const r of resultados) {
    if (falhou(r)) falhas++;
    (falhou(r) ? console.error : console.log)(descreverResultado(r));
  }
  console.log(`Verificado em ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  if (!falhas) console.log(cabecasParaGuardar(resultados));
} finally {
  await db.close();
}
process.exit(falhas ? 1 : 0);
