/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** auditoria.historico: request (query or body, with path parameters). */
export interface AuditoriaHistoricoRequest {
  entidade:
    | 'solicitacao_acesso'
    | 'aviso'
    | 'usuario'
    | 'documento'
    | 'gratificacao_natalina'
    | 'avos_alterado'
    | 'ausencia'
    | 'lauda'
    | 'parametro_ausencia'
    | 'apuracao_tarefa'
    | 'legislacao'
    | 'dirigente_maximo'
    | 'fipa_emissao'
    | 'processo_judicial'
    | 'pagamento_retido'
    | 'progressao_servidor'
    | 'curatela'
    | 'pensionista'
    | 'recadastramento'
    | 'pagamento_suspenso'
    | 'tela_versao';
  /**
   * The record's id (an access request's or notice's id, a user's CPF digits).
   */
  registroId: string;
}

/** auditoria.historico: one record of `objeto` (answer: page). */
export interface AuditoriaHistoricoResponse {
  id: number;
  /**
   * dd/mm/yyyy HH:mm:ss, Brasília time.
   */
  dataHora: string;
  /**
   * Who made the change (digits).
   */
  cpf: string;
  /**
   * Name of who made the change, or the CPF when unknown.
   */
  usuario: string;
  operacao: string;
  /**
   * One line per changed field: '<Rótulo>: <de> → <para>'.
   */
  alteracoes: string;
}
