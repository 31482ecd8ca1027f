/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** One endpoint of the catalogue (schemas/endpoint-catalogue.schema.json). */
export interface CatalogueEndpoint {
  name: string;
  description?: string;
  /**
   * Short pt-BR name of the operation, shown in the audit trail ('Aprovação de solicitação').
   */
  title?: string;
  destino?: 'EXAME' | 'JUSTICA' | 'SISAPMG' | 'CONTAGEM_TEMPO' | 'FIPA';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  paging: 'none' | 'zero-based' | 'one-based' | 'time-counting';
  resource: string;
  sortable?: string[];
  /**
   * The answer is a file (content-disposition), not an envelope.
   */
  binary?: boolean;
  /**
   * The media types a file answer may have (binary endpoints only, and required there): the content-type the gateway sends, without parameters. The conformance kit checks the content-type against this list and the file's first bytes against the content-type.
   *
   * @minItems 1
   */
  mediaTypes?: [string, ...string[]];
  /**
   * What `objeto` holds on success (code 0): one record as `response` describes it, a list of such records, a page of them (paged endpoints, with `paginacao`), a file (the answer is the file itself, `binary`), or nothing (null). Code 2 answers an empty list whatever the kind. `bare`: a success is `response` itself, not an envelope — only the security service's token issuer, whose answer the spec fixes as `data.access_token` plus a `mensagem` (call catalogue §7); its failures are envelopes.
   */
  answer: 'record' | 'list' | 'page' | 'file' | 'none' | 'bare';
  /**
   * Served under every gateway's prefix, not only `destino`'s: the caller names the gateway it calls (the security service's token issuer, one per destination service).
   */
  everyGateway?: boolean;
  /**
   * Where the portal sends the session token id `tokenSSCId` (spec §7: a query parameter or a header of that name, or left out). Default: `query` for an endpoint that takes the access token, `none` for a `public` one. The gateways accept it either way.
   */
  tokenSSCId?: 'query' | 'header' | 'none';
  /**
   * POST/PUT: request properties sent in the query string instead of the body (e.g. codigoUnidadeSSCLogado).
   */
  query?: string[];
  /**
   * Request properties the portal fills from the session: the selected unit's code or the user's CPF. The gateway refuses (403) a value that is not the token's.
   */
  session?: {
    [k: string]: 'unidade' | 'cpf';
  };
  /**
   * Request properties that are uploaded files (each declared in request.properties as {"type": "string", "format": "binary"}). The endpoint is then multipart/form-data (POST or PUT); the gateway checks each file (at most 4194304 bytes, PDF/PNG/JPEG by content) before the handler runs.
   *
   * @minItems 1
   */
  files?: [string, ...string[]];
  /**
   * A write of one record the gateway's router runs for the handler (gateway/routes/escrita.ts): in one transaction it locks the record `record` names, refuses a missing one or another unit's with the one code 4 'Registro não encontrado.' on that field, applies the declared command of the entity's state machine (an illegal one is code 4 naming the current state), checks the form's `versao`, then runs the handler's domain rule, and finally writes the new state, the next version and the audit row. A refused handler rolls everything back.
   */
  write?: {
    /**
     * The entity written, as the gateway declares it (gateway/domain/entidades.ts) and the audit trail names it ('aviso', 'pagamento_retido').
     */
    entity: string;
    /**
     * The request property holding the record's id.
     */
    record: string;
    /**
     * Commands of the entity's state machine this endpoint may apply. One: the router applies it before the handler runs. Several: the handler chooses by its domain rule (e.g. the analyst's decision), among these only.
     *
     * @minItems 1
     */
    commands?: [string, ...string[]];
    /**
     * The request carries the `versao` the form loaded; a stale one is refused (code 4), never overwritten.
     */
    versioned?: boolean;
    /**
     * The record must be of the token's unit (default true).
     */
    unitScoped?: boolean;
    /**
     * A batch: `record` names the list of ids (or one id) and `versions` the request property with their versions, in the same order. The router locks and checks each record as above (a stale one is code 4, nothing overwritten), the handler's rule runs once over all of them, and each changed record gets its state, next version and audit row. All or nothing.
     */
    versions?: string;
  };
  /**
   * The answer carries personal data: every successful call is written to the access log of personal data (who, unit, roles, when, from where, whose data, the filters and count of a search — docs/SECURITY.md, 'Quem viu os dados de quem'). `npm run schemas:check` requires it of an endpoint whose response has CPF, address, bank, pay or health fields, with those kinds.
   */
  personalData?: {
    /**
     * Whose data: a servant (servidor); another person — a pensioner, a special pension's beneficiary, a dependant (pessoa); a portal user (usuario); or a record of someone the log names by its own id (registro: a lawsuit, a progression, a document).
     */
    subject: 'servidor' | 'pessoa' | 'usuario' | 'registro';
    /**
     * Kinds of personal data in the answer (the data officer searches by them): identification (CPF, name, birth, parents), contact, address, pay and payments, bank account, health (medical inspection, CID), family (dependants, alimony, pensions), working life, lawsuits, documents (files).
     *
     * @minItems 1
     */
    kinds: [
      (
        | 'identificacao'
        | 'contato'
        | 'endereco'
        | 'financeiro'
        | 'bancario'
        | 'saude'
        | 'familiar'
        | 'funcional'
        | 'judicial'
        | 'documento'
      ),
      ...(
        | 'identificacao'
        | 'contato'
        | 'endereco'
        | 'financeiro'
        | 'bancario'
        | 'saude'
        | 'familiar'
        | 'funcional'
        | 'judicial'
        | 'documento'
      )[]
    ];
    /**
     * The request property naming the one person (or record) the answer is about; the log keeps its value, never the person's data. Without it — or when the request leaves it out — the call is a search: the log keeps its filters and its count.
     */
    key?: string;
    /**
     * Which identifier of the subject `key` holds, when its name does not say it (cpfServidor → cpf). Servants are found by id, numeroFuncionario, cpf or masp; other persons by id, numeroPessoa or cpf; users by cpf.
     */
    keyIs?: 'id' | 'numeroFuncionario' | 'cpf' | 'masp' | 'numeroPessoa';
  };
  /**
   * JSON Schema of the request: the query (GET/DELETE) or body (POST/PUT) plus path parameters; paging keys are added by the gateway.
   */
  request: {
    type?: unknown;
    properties?: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
    required?: string[];
    [k: string]: unknown;
  };
  /**
   * Why the record this endpoint answers names no field that is always there (no `required` in response): the check refuses such a record otherwise, because a gateway could then drop any field unnoticed. Say which fields may be absent and why.
   */
  openResponse?: string;
  /**
   * JSON Schema of ONE record of the answer (see `answer`). Fields that may be null say so ("type": ["string", "null"]).
   */
  response: {
    type?: unknown;
    properties?: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
    required?: string[];
    [k: string]: unknown;
  };
}

export interface CatalogueFile {
  $schema?: string;
  endpoints: CatalogueEndpoint[];
}
