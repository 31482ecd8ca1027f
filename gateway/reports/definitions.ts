/**
 * Which report each export endpoint produces: its name in 'Meus relatórios', the search endpoint
 * whose handler the worker replays page by page (the same query the screen ran), and the columns
 * of the file. Adding an export is one entry here plus one catalogue entry.
 */
export interface ReportColumn {
  field: string;
  header: string;
  /** How the raw value is written: CPF mask, ISO date → dd/mm/aaaa, or as is. */
  format?: 'cpf' | 'date';
}

export interface ReportDefinition {
  nome: string;
  source: string;
  columns: ReportColumn[];
  /** A fixed order of the file, whatever the screen's sort (the user export: nome ascending). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export const REPORTS: Record<string, ReportDefinition> = {
  'relatorios.solicitaRelatorioServidores': {
    nome: 'Relatório de servidores',
    source: 'admissoes.listaServidores',
    columns: [
      { field: 'nome', header: 'Nome' },
      { field: 'cpf', header: 'CPF', format: 'cpf' },
      { field: 'masp', header: 'MASP' },
      { field: 'numeroFuncionario', header: 'Nº funcionário' },
      { field: 'instituicao', header: 'Órgão/entidade' },
      { field: 'situacaoFuncional', header: 'Situação funcional' },
      { field: 'situacaoServidor', header: 'Situação do servidor' },
      { field: 'dataAdmissao', header: 'Admissão', format: 'date' },
    ],
  },
  'usuario.exportar': {
    nome: 'Relatório de usuários',
    source: 'usuario.relatorio',
    sort: { field: 'nome', order: 'ASC' },
    columns: [
      { field: 'nome', header: 'Nome' },
      { field: 'cpf', header: 'CPF', format: 'cpf' },
      { field: 'email', header: 'E-mail' },
      { field: 'matricula', header: 'Matrícula' },
      { field: 'unidade', header: 'Unidade' },
      { field: 'papeis', header: 'Perfis' },
    ],
  },
};

export const FORMATOS = [
  { nome: 'Excel (XLSX)', formato: 'XLSX' },
  { nome: 'CSV', formato: 'CSV' },
  { nome: 'PDF', formato: 'PDF' },
] as const;

export type Formato = (typeof FORMATOS)[number]['formato'];

export const EXTENSAO: Record<Formato, string> = { XLSX: 'xlsx', CSV: 'csv', PDF: 'pdf' };

export const CONTENT_TYPE: Record<Formato, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
};

/** The text a cell gets in the file. */
export function cellText(col: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  if (col.format === 'cpf' && /^\d{11}$/.test(s)) return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
  if (col.format === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  return s;
}
