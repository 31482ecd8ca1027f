/**
 * `npm run backup [-- arquivo.tar.gz]`: copies the embedded database's data folder (DATA_DIR,
 * default .data) to a .tar.gz — default `backups/portalrh-AAAA-MM-DD-HHhMM.tar.gz`.
 * `npm run restore -- arquivo.tar.gz`: restores one into DATA_DIR, which must be empty or new.
 * Both with the server stopped (gateway/db/backup.ts says why). With DATABASE_URL the database
 * is PostgreSQL's: its backup is pg_dump's (docs/DEPLOYMENT.md).
 */
import { loadConfig } from '../config.ts';
import { copiarPasta, restaurarPasta, type ResultadoCopia } from '../db/backup.ts';
import { UMASK_PRIVADO } from '../db/private-folder.ts';

// What this tool creates (the archive, its folder, a restored data folder) is its owner's alone.
process.umask(UMASK_PRIVADO);

const [acao, arquivoArg] = process.argv.slice(2);
const config = loadConfig();

function resumo(r: ResultadoCopia): string {
  const tabelas = Object.keys(r.linhas).length;
  const linhas = Object.values(r.linhas).reduce((a, b) => a + b, 0);
  return `${r.arquivo}: ${(r.bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB, ${tabelas} tabelas, ${linhas.toLocaleString('pt-BR')} linhas`;
}

function agora(): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}-${p.hour}h${p.minute}`;
}

try {
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL está definido: a cópia de segurança do PostgreSQL é feita com pg_dump/pg_restore (docs/DEPLOYMENT.md, "Backups").',
    );
  if (!config.dataDir || config.dataDir === ':memory:')
    throw new Error('DATA_DIR aponta para um banco em memória: não há o que copiar.');
  if (acao === 'copiar') {
    const r = await copiarPasta(config.dataDir, arquivoArg ?? `backups/portalrh-${agora()}.tar.gz`);
    console.log(`Cópia de segurança de ${config.dataDir} gravada em ${resumo(r)}.`);
  } else if (acao === 'restaurar') {
    if (!arquivoArg) throw new Error('Informe o arquivo: npm run restore -- backups/portalrh-AAAA-MM-DD-HHhMM.tar.gz');
    const r = await restaurarPasta(arquivoArg, config.dataDir);
    console.log(`Restaurado em ${config.dataDir} a partir de ${resumo(r)}.`);
  } else throw new Error('Uso: npm run backup [-- arquivo] | npm run restore -- <arquivo>');
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
