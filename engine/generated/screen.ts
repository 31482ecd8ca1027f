/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/**
 * Uma tela do portal. O portal a desenha conforme o seu tipo (`kind`) e monta a sua rota e o seu item de menu. Os nomes (endpoint, widget, célula, formatador, ação) são conferidos com o catálogo e os registros do engine por `npm run schemas:check`.
 */
export type ScreenDocument =
  | SearchScreenDocument
  | DetailScreenDocument
  | FormScreenDocument
  | DashboardScreenDocument
  | TabsScreenDocument
  | EditorScreenDocument;
/**
 * Nome de um endpoint em schemas/endpoints/*.json.
 */
export type EndpointName = string;

export interface SearchScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'search';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  filters: Filters;
  source: Source;
  /**
   * Colunas da grade de resultados, em ordem.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Campo que identifica cada linha (padrão 'id'). Com ele, uma linha cujos valores mudam numa nova consulta (ex.: o progresso de uma lauda) continua a mesma linha: o foco do teclado fica nela e ela não pisca.
   */
  rowKey?: string;
  /**
   * Ações em cada linha (uma coluna de ações).
   */
  rowActions?: Action[];
  /**
   * Botões acima dos resultados (exportar, um link para uma tela de cadastro…).
   */
  toolbar?: Action[];
  /**
   * Mensagem exibida quando a pesquisa não encontra nada (código 2), no lugar da mensagem padrão.
   */
  noResultText?: string;
  /**
   * Título do painel de resultados (padrão 'Resultados').
   */
  resultsTitle?: string;
  /**
   * Os painéis de filtros e de resultados podem ser recolhidos.
   */
  collapsible?: boolean;
  /**
   * Executa a pesquisa uma vez ao abrir a tela.
   */
  searchOnLoad?: boolean;
  /**
   * Mensagem de erro genérica, exibida quando a pesquisa falha.
   */
  errorText?: string;
  batch?: Batch;
  /**
   * Resumo de uma linha acima dos resultados, vindo de um endpoint que retorna um único objeto (ex.: a quantidade de avisos ativos); recarregado junto com os resultados.
   */
  summary?: {
    endpoint: EndpointName;
    /**
     * Parâmetros fixos da chamada do resumo.
     */
    params?: {
      [k: string]: string;
    };
    /**
     * Os marcadores {field} recebem os valores da resposta, ex.: 'Avisos ativos no momento: {quantidade}'.
     */
    text: string;
    /**
     * Ícone do Blueprint da linha de resumo.
     */
    icon?: string;
  };
}
/**
 * Um formulário: um JSON Schema de objeto (schema) com o seu uiSchema do rjsf. Cada campo deve ser aceito pelo endpoint que o recebe.
 */
export interface Filters {
  /**
   * JSON Schema (type object) dos campos: title, type, format (cpf, dataBR, nome…), maxLength, oneOf para opções fixas, required.
   */
  schema: {
    /**
     * Sempre 'object'.
     */
    type: 'object';
    /**
     * Os campos: um JSON Schema por nome de campo.
     */
    properties: {};
  };
  /**
   * uiSchema do rjsf por campo: ui:widget (nome de um widget), ui:placeholder, ui:options (endpoint, labelField, valueField e errorText de um select).
   */
  uiSchema?: {};
}
/**
 * O endpoint que preenche a tela, com parâmetros fixos, tamanho da página e ordenação inicial.
 */
export interface Source {
  endpoint: EndpointName;
  /**
   * Parâmetros fixos; um valor ':name' recebe o parâmetro da rota.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Linhas por página.
   */
  pageSize?: 5 | 10 | 15 | 20 | 60;
  /**
   * Ordenação inicial; o campo deve ser um dos que o endpoint ordena.
   */
  sort?: {
    /**
     * Campo pelo qual o endpoint ordena (o seu 'sortable' no catálogo).
     */
    field: string;
    /**
     * ASC (crescente) ou DESC (decrescente).
     */
    order: 'ASC' | 'DESC';
  };
}
/**
 * Uma coluna de uma grade de resultados ou de uma tabela, que exibe um campo da resposta do endpoint.
 */
export interface Column {
  /**
   * Campo da resposta do endpoint exibido na coluna.
   */
  field: string;
  /**
   * Título da coluna.
   */
  header: string;
  /**
   * Nome do formatador (formatadores de engine/registry).
   */
  format?: string;
  /**
   * Código → rótulo exibido no lugar do código ({"F": "Feminino", "M": "Masculino"}); um código não listado vai ao formatador como veio.
   */
  labels?: {
    [k: string]: string;
  };
  /**
   * Nome da célula da grade (células de engine/registry).
   */
  cell?: string;
  /**
   * Grupo de cores de uma célula `status` (engine/registry/statusKeys.ts).
   */
  statusKeys?: string;
  /**
   * false: o cabeçalho não ordena. Obrigatório quando o endpoint não ordena pelo campo (o seu 'sortable' no catálogo).
   */
  sortable?: boolean;
  /**
   * Parte da largura livre que a coluna ocupa (como o flex-grow do CSS).
   */
  flex?: number;
  /**
   * Largura máxima, em pixels: a coluna não passa dela nem do seu conteúdo e, quando a tabela não cabe, cede como as outras (nunca abaixo do cabeçalho ou de um número, data ou situação inteiros).
   */
  width?: number;
  /**
   * Chave de ordenação enviada ao servidor quando difere de field (o endpoint deve ordenar por ela).
   */
  sortField?: string;
  /**
   * O texto longo ocupa várias linhas (as quebras de linha são mantidas) e a altura da linha da grade se ajusta a ele.
   */
  wrap?: boolean;
  /**
   * Os arquivos exportados totalizam esta coluna (colunas de valores monetários e de contagens): uma linha de totais no fim do PDF e uma soma (SUM) na planilha 'Sobre o relatório' do XLSX.
   */
  total?: boolean;
}
/**
 * Um botão: em cada linha (rowActions), acima dos resultados (toolbar), nas linhas marcadas (batch) ou em um registro (actions). O que ele faz é definido por `action`.
 */
export interface Action {
  /**
   * Nome da ação (ações de engine/registry): navigate, export, download, delete, refresh, command.
   */
  action: string;
  /**
   * Texto do botão; no botão de ícone de uma ação de linha, o seu nome acessível e a sua dica (tooltip).
   */
  label: string;
  /**
   * Nome do ícone do Blueprint do botão.
   */
  icon?: string;
  /**
   * navigate: caminho de destino; {field} recebe o valor da linha ou do registro, ':name' o parâmetro da rota.
   */
  to?: string;
  endpoint?: EndpointName;
  /**
   * Parâmetros da chamada: '{field}' recebe o valor da linha ou do registro (um marcador que ocupa o valor inteiro mantém o tipo do valor), ':name' o parâmetro da rota; os demais valores são fixos.
   */
  params?: {
    [k: string]: string;
  };
  disabledWhen?: RowRule;
  confirm?: Confirm;
  /**
   * export: sem confirmação.
   */
  skipValidation?: boolean;
  /**
   * export: os formatos de arquivo oferecidos ao usuário.
   *
   * @minItems 1
   */
  formats?: ['XLSX' | 'CSV' | 'PDF', ...('XLSX' | 'CSV' | 'PDF')[]];
  /**
   * export: oferece 'Exportar somente página atual'.
   */
  currentPageOption?: boolean;
  /**
   * Mensagem de sucesso; os marcadores {field} recebem os valores da linha ou do registro.
   */
  successText?: string;
  /**
   * Mensagem de erro genérica (seção 8 da especificação), exibida quando a chamada falha.
   */
  errorText?: string;
  visibleWhen?: RowRule;
  /**
   * command: tipo do alerta da mensagem de sucesso (especificação, §2): sucesso fecha sozinho, sucessoCompleto fecha todos os diálogos, sucessoCompletoTelaAnterior também volta uma página.
   */
  successType?: 'sucesso' | 'sucessoCompleto' | 'sucessoCompletoTelaAnterior';
  input?: ActionInput;
  /**
   * command como ação em lote: 'each' chama o endpoint uma vez por linha marcada; 'list' o chama uma única vez, e cada parâmetro '{field}' passa a ser a lista dos valores desse campo nas linhas marcadas.
   */
  batchMode?: 'each' | 'list';
  /**
   * command: recarrega a lista ou o registro após o sucesso (padrão true).
   */
  refresh?: boolean;
  /**
   * export: nome do relatório em 'Meus relatórios' (padrão: o título da tela).
   */
  reportName?: string;
  /**
   * export: ordenação fixa do arquivo, qualquer que seja a ordenação da grade (no relatório de usuários: nome crescente); o endpoint de origem da tela deve ordenar pelo campo.
   */
  sort?: {
    /**
     * Campo pelo qual o endpoint de origem da tela ordena.
     */
    field: string;
    /**
     * ASC (crescente) ou DESC (decrescente).
     */
    order: 'ASC' | 'DESC';
  };
  /**
   * download/openPdf: salva o arquivo (padrão de download) ou o exibe em uma nova aba do navegador (padrão de openPdf).
   */
  open?: 'save' | 'tab';
}
/**
 * Regra sobre uma linha ou um registro: é atendida quando `field` tem um dos valores de `in`.
 */
export interface RowRule {
  /**
   * Campo da linha (ou do registro) que a regra lê.
   */
  field: string;
  /**
   * A regra é atendida quando o valor do campo é um destes.
   *
   * @minItems 1
   */
  in: [string, ...string[]];
}
/**
 * Diálogo de confirmação exibido antes da chamada.
 */
export interface Confirm {
  /**
   * Título do diálogo.
   */
  title: string;
  /**
   * Os marcadores {field} recebem os valores da linha.
   */
  text: string;
  /**
   * Rótulo do botão de confirmação.
   */
  confirmLabel?: string;
  /**
   * Rótulo do botão de cancelamento.
   */
  cancelLabel?: string;
}
/**
 * command: pequeno formulário pedido em um diálogo antes da chamada (ex.: uma 'Justificativa' obrigatória); os seus valores se juntam aos parâmetros da chamada. Validado no diálogo e de novo pelo schema de requisição do endpoint no gateway.
 */
export interface ActionInput {
  /**
   * Título do diálogo.
   */
  title: string;
  /**
   * Texto acima dos campos; os marcadores {field} recebem os valores da linha.
   */
  text?: string;
  /**
   * JSON Schema (type object) dos campos do diálogo; cada um deve ser aceito pelo endpoint da ação.
   */
  schema: {
    /**
     * Sempre 'object'.
     */
    type: 'object';
    /**
     * Os campos: um JSON Schema por nome de campo.
     */
    properties: {};
  };
  /**
   * uiSchema do rjsf dos campos: ui:widget (nome de um widget), ui:placeholder, ui:options.
   */
  uiSchema?: {};
  /**
   * Rótulo do botão de confirmação do diálogo (padrão: o label da ação).
   */
  submitLabel?: string;
  /**
   * Valores com que os campos do diálogo começam, na linguagem de marcadores: '{field}' recebe o valor da linha ou do registro com o seu tipo (uma análise abre com a já salva); um valor vazio deixa o campo vazio.
   */
  initial?: {
    [k: string]: string;
  };
}
/**
 * Seleção em lote: só as linhas que atendem à regra recebem uma caixa de seleção (especificação: 'Aguardando validação').
 */
export interface Batch {
  /**
   * Campo da linha que a regra lê.
   */
  field: string;
  /**
   * Valores desse campo cujas linhas recebem uma caixa de seleção.
   *
   * @minItems 1
   */
  in: [string, ...string[]];
  /**
   * Ações sobre as linhas marcadas (em geral command, com batchMode).
   */
  actions?: Action[];
}
export interface DetailScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'detail';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  source: Source;
  /**
   * Campos do registro como pares rótulo/valor (um detalhe sem abas).
   *
   * @minItems 1
   */
  fields?: [Field, ...Field[]];
  /**
   * Abas com seções de campos e tabelas.
   *
   * @minItems 1
   */
  tabs?: [Tab, ...Tab[]];
  /**
   * Ações do registro, exibidas acima dele; {field} lê o registro, visibleWhen/disabledWhen os seus valores; um command recarrega o registro em seguida.
   */
  actions?: Action[];
}
/**
 * Um campo de um registro, exibido como rótulo e valor.
 */
export interface Field {
  /**
   * Campo do registro (a resposta do endpoint de origem).
   */
  field: string;
  /**
   * Rótulo exibido ao lado do valor.
   */
  label: string;
  /**
   * Nome do formatador (formatadores de engine/registry).
   */
  format?: string;
  /**
   * Código → rótulo exibido no lugar do código ({"F": "Feminino", "M": "Masculino"}); um código não listado vai ao formatador como veio.
   */
  labels?: {
    [k: string]: string;
  };
  /**
   * Código → rótulo lido de uma lista do catálogo (como as opções de um select, ui:options): o campo exibe o rótulo do código que o registro traz; um código fora da lista vai ao formatador como veio.
   */
  options?: {
    endpoint: EndpointName;
    /**
     * Campo da lista com o código (o valor que o registro traz).
     */
    valueField: string;
    /**
     * Campo da lista com o rótulo exibido.
     */
    labelField: string;
    /**
     * Mensagem quando a lista não pode ser lida.
     */
    errorText?: string;
  };
  /**
   * Exibe um botão que copia o valor.
   */
  copy?: boolean;
  /**
   * Mantém as quebras de linha do valor.
   */
  multiline?: boolean;
  /**
   * O valor é texto formatado (HTML sanitizado no servidor): exibido pelo componente de HTML seguro.
   */
  html?: boolean;
}
/**
 * Uma aba de uma tela de detalhe: seções de campos e tabelas.
 */
export interface Tab {
  /**
   * Título da aba.
   */
  title: string;
  /**
   * Exibida só aos usuários cujos perfis concedem este recurso (o menuKey de uma tela ou um resource do catálogo), além do recurso da própria tela; as suas chamadas são conferidas com os perfis que o concedem. A aba 'Acessos a este registro' do registro do servidor usa o recurso do encarregado de dados (acessos-dados-pessoais).
   */
  resource?: string;
  /**
   * Nome do grupo sob o qual a aba é listada ('Dados pessoais', 'Financeiro'…). Quando as abas têm grupos, a tela de detalhe as lista na vertical, sob o nome do grupo, com os grupos na ordem em que aparecem pela primeira vez; sem grupos, as abas formam uma única faixa.
   */
  group?: string;
  /**
   * Seções da aba, em ordem.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * Uma seção de uma aba: campos do registro ou uma tabela (e o detalhe da linha escolhida).
 */
export interface Section {
  /**
   * Título da seção.
   */
  title?: string;
  /**
   * Campos do registro exibidos na seção.
   *
   * @minItems 1
   */
  fields?: [Field, ...Field[]];
  table?: Table;
  source?: Source;
  /**
   * Mensagem exibida quando o endpoint próprio da seção não tem registro (código 2), no lugar de 'Nenhum registro.' — diga o que isso significa para o usuário.
   */
  noResultText?: string;
  detail?: SectionDetail;
}
/**
 * Tabela paginada aninhada, ligada a um endpoint; params pode receber parâmetros da rota (':id').
 */
export interface Table {
  endpoint: EndpointName;
  /**
   * Parâmetros da chamada: '{field}' recebe o valor do registro que contém a tabela, ':name' o parâmetro da rota.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Filtros da tabela: uma lista de escolha por campo acima da grade; a escolha entra nos parâmetros da chamada e a tabela volta à primeira página. 'Todos' (o valor vazio) não envia o campo.
   *
   * @minItems 1
   */
  filters?: [TableFilter, ...TableFilter[]];
  /**
   * Linhas por página.
   */
  pageSize?: 5 | 10 | 15 | 20;
  /**
   * Ordenação inicial; o campo deve ser um dos que o endpoint ordena.
   */
  sort?: {
    /**
     * Campo pelo qual o endpoint ordena (o seu 'sortable' no catálogo).
     */
    field: string;
    /**
     * ASC (crescente) ou DESC (decrescente).
     */
    order: 'ASC' | 'DESC';
  };
  /**
   * Colunas da tabela.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Campo que identifica cada linha (padrão 'id'). Com ele, uma linha cujos valores mudam numa nova consulta (ex.: o progresso de uma lauda) continua a mesma linha: o foco do teclado fica nela e ela não pisca.
   */
  rowKey?: string;
  /**
   * Ações em cada linha.
   */
  rowActions?: Action[];
  batch?: Batch;
  /**
   * Mensagem exibida quando a tabela está vazia.
   */
  noResultText?: string;
}
/**
 * Um filtro de uma tabela aninhada: uma lista de escolha cujo valor vai ao parâmetro 'field' do endpoint da tabela.
 */
export interface TableFilter {
  /**
   * Parâmetro do endpoint da tabela que recebe o valor escolhido.
   */
  field: string;
  /**
   * Rótulo da lista (ex.: 'Tipo de afastamento').
   */
  label: string;
  /**
   * Rótulo da opção que não filtra (padrão 'Todos').
   */
  allLabel?: string;
  options: {
    endpoint: EndpointName;
    /**
     * Parâmetros da chamada das opções: '{field}' recebe o valor do registro que contém a tabela, ':name' o parâmetro da rota.
     */
    params?: {
      [k: string]: string;
    };
    /**
     * Campo da lista com o valor enviado.
     */
    valueField: string;
    /**
     * Campo da lista com o rótulo exibido.
     */
    labelField: string;
    /**
     * Campo da lista com quantos registros a opção tem, exibido após o rótulo: 'Licença médica (3)'.
     */
    countField?: string;
    /**
     * Mensagem quando a lista não pode ser lida.
     */
    errorText?: string;
  };
}
/**
 * Mestre-detalhe: subseções da linha escolhida com a ação 'Detalhar' da tabela (ou do próprio registro da seção). Os seus parâmetros '{field}' recebem os valores desse registro e, na falta deles, os do registro pai (o registro da tela); ':name' recebe o parâmetro da rota.
 */
export interface SectionDetail {
  /**
   * Rótulo da ação de linha que abre o detalhe (padrão 'Detalhar').
   */
  label?: string;
  /**
   * Título acima das subseções; os marcadores {field} recebem os valores do registro.
   */
  title?: string;
  /**
   * Seções do detalhe da linha escolhida.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
export interface FormScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'form';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  source?: Source;
  form: Filters;
  submit: Submit;
  create?: Submit;
}
/**
 * A chamada que envia o formulário e o que acontece depois do sucesso.
 */
export interface Submit {
  endpoint: EndpointName;
  /**
   * Parâmetros fixos da chamada; ':name' recebe o parâmetro da rota.
   */
  params?: {
    [k: string]: string;
  };
  confirm?: Confirm;
  /**
   * Mensagem exibida após o sucesso.
   */
  successText?: string;
  /**
   * Mensagem de erro genérica, exibida quando a chamada falha.
   */
  errorText?: string;
  /**
   * stay: mantém o formulário; back: diálogo de sucesso e depois a página anterior (sucessoCompletoTelaAnterior); navigate: vai para `to`.
   */
  after?: 'stay' | 'back' | 'navigate';
  /**
   * Caminho de destino quando `after` é navigate; os marcadores {field} recebem valores da resposta ou do formulário.
   */
  to?: string;
}
export interface DashboardScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'dashboard';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  filters?: Filters;
  /**
   * Os gráficos, em ordem de leitura.
   *
   * @minItems 1
   */
  panels: [Panel, ...Panel[]];
}
/**
 * Um gráfico de uma tela `dashboard`.
 */
export interface Panel {
  /**
   * Título do painel.
   */
  title: string;
  endpoint: EndpointName;
  /**
   * Parâmetros fixos da chamada; ':name' recebe o parâmetro da rota.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Tipo de gráfico.
   */
  chart: 'bar' | 'line' | 'pie';
  /**
   * Campo das categorias.
   */
  x: string;
  /**
   * Campos de valor (uma série cada).
   *
   * @minItems 1
   */
  y: [string, ...string[]];
  /**
   * Nome na legenda de cada série de y, em ordem.
   */
  seriesNames?: string[];
  /**
   * 1: metade da linha; 2: a linha inteira.
   */
  width?: 1 | 2;
  /**
   * Exibido no lugar do gráfico quando o endpoint não retorna linhas (padrão: a mensagem de nenhum resultado da especificação).
   */
  emptyText?: string;
  /**
   * Gráficos de barras: categorias no eixo vertical (nomes longos continuam legíveis).
   */
  horizontal?: boolean;
  /**
   * Cabeçalho da coluna de categorias do CSV do painel (padrão 'Categoria').
   */
  xTitle?: string;
  /**
   * Nomes dos filtros da tela que este painel aceita: os seus valores (quando preenchidos) são enviados como parâmetros de mesmo nome. Um filtro que o painel não aceita é citado sob o seu título ('Não filtrado por …').
   */
  filters?: string[];
  /**
   * Clicar em uma barra ou fatia abre esta tela de pesquisa com `filter` preenchido com o `field` da linha clicada (padrão `x`) na query string, mais os filtros da tela mapeados por `filters`; a pesquisa é executada na hora.
   */
  drill?: {
    /**
     * Rota da tela de pesquisa.
     */
    route: string;
    /**
     * Filtro da tela de pesquisa que recebe a categoria clicada.
     */
    filter: string;
    /**
     * Campo da linha clicada cujo valor é enviado (padrão: o `x` do painel).
     */
    field?: string;
    /**
     * Nome do filtro da pesquisa → nome do filtro desta tela cujo valor aplicado é repassado.
     */
    filters?: {
      [k: string]: string;
    };
  };
}
export interface TabsScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'tabs';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  /**
   * As abas, em ordem: cada uma exibe outra tela (pelo id).
   *
   * @minItems 1
   */
  tabs: [
    {
      /**
       * Título da aba.
       */
      title: string;
      /**
       * id de outro documento de tela (em geral uma tela oculta).
       */
      screen: string;
    },
    ...{
      /**
       * Título da aba.
       */
      title: string;
      /**
       * id de outro documento de tela (em geral uma tela oculta).
       */
      screen: string;
    }[]
  ];
}
export interface EditorScreenDocument {
  /**
   * Caminho do meta-schema, para o autocompletar e a ajuda ao passar o mouse no editor: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Identificador único, em kebab-case.
   */
  id: string;
  kind: 'editor';
  /**
   * Título da rota, exibido no cartão da página e no menu.
   */
  title: string;
  /**
   * Chave de uma área em screens/areas.json.
   */
  area: string;
  /**
   * Título opcional de um subgrupo dentro do menu da área.
   */
  group?: string;
  /**
   * Posição no menu da área (menores primeiro; as telas sem posição vêm depois, na ordem dos arquivos). Um grupo fica na posição da sua primeira tela.
   */
  menuOrder?: number;
  /**
   * Caminho da rota; os segmentos ':name' são parâmetros da rota.
   */
  route: string;
  /**
   * Chave do recurso (chaveMenu) que os perfis do usuário devem conceder.
   */
  menuKey: string;
  /**
   * Nome de um ícone do Blueprint.
   */
  icon?: string;
  /**
   * Não aparece no menu e não pode ser marcada como favorita.
   */
  hidden?: boolean;
  /**
   * false oculta a nota '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
}
