/**
 * The API reference in Portuguese. Swagger UI has no translations, so this file (served beside
 * it as a theme script — a file of this origin, allowed by the page's CSP) rewrites its fixed
 * English texts as React renders them, names the controls it leaves unnamed (the servers select,
 * each enum parameter's select) and marks the page as pt-BR. Only whole texts in the table are
 * replaced: the API's own texts (names, descriptions, examples) are never touched.
 */
(() => {
  const TEXTS = {
    'Skip to operations': 'Pular para as operações',
    Servers: 'Servidores',
    Authorize: 'Autorizar',
    'Available authorizations': 'Autorizações disponíveis',
    Close: 'Fechar',
    Logout: 'Sair',
    Parameters: 'Parâmetros',
    'No parameters': 'Sem parâmetros',
    'Try it out': 'Experimentar',
    Cancel: 'Cancelar',
    Execute: 'Executar',
    Clear: 'Limpar',
    Name: 'Nome',
    Description: 'Descrição',
    Responses: 'Respostas',
    Response: 'Resposta',
    Code: 'Código',
    Links: 'Links',
    'No links': 'Sem links',
    'Media type': 'Tipo de mídia',
    'Controls Accept header.': 'Define o cabeçalho Accept.',
    'Example Value': 'Exemplo',
    Schema: 'Esquema',
    Schemas: 'Esquemas',
    'Request body': 'Corpo da requisição',
    required: 'obrigatório',
    Required: 'Obrigatório',
    'Default value': 'Valor padrão',
    'Available values': 'Valores possíveis',
    Example: 'Exemplo',
    Examples: 'Exemplos',
    'Expand all': 'Expandir tudo',
    'Collapse all': 'Recolher tudo',
    Headers: 'Cabeçalhos',
    'Response body': 'Corpo da resposta',
    'Response headers': 'Cabeçalhos da resposta',
    'Request URL': 'URL da requisição',
    'Server response': 'Resposta do servidor',
    Details: 'Detalhes',
    Download: 'Baixar',
    'No operations defined in spec!': 'Nenhuma operação definida.',
  };
  const PLACEHOLDERS = {
    'Filter by tag or path': 'Filtrar por grupo ou caminho',
    'Filter by tag': 'Filtrar por grupo',
  };
  const LABELS = {
    'Expand operation': 'Expandir operação',
    'Collapse operation': 'Recolher operação',
    'Copy to clipboard': 'Copiar',
  };

  function translate(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue.trim();
      const pt = Object.hasOwn(TEXTS, text) ? TEXTS[text] : undefined;
      if (pt !== undefined) node.nodeValue = node.nodeValue.replace(text, pt);
    }
    for (const input of root.querySelectorAll('input[placeholder]')) {
      const pt = PLACEHOLDERS[input.placeholder];
      if (pt) input.placeholder = pt;
      if (!input.getAttribute('aria-label')) input.setAttribute('aria-label', input.placeholder);
    }
    for (const el of root.querySelectorAll('[aria-label], [title]')) {
      for (const attr of ['aria-label', 'title']) {
        const pt = LABELS[el.getAttribute(attr)];
        if (pt) el.setAttribute(attr, pt);
      }
    }
    for (const select of root.querySelectorAll('select:not([aria-label])')) {
      const param = select.closest('tr[data-param-name]')?.getAttribute('data-param-name');
      const name = select.id === 'servers' ? 'Servidores' : param ? `Valor de ${param}` : 'Tipo de mídia';
      select.setAttribute('aria-label', name);
    }
    // The page has one h1 (the title): group headings are level 2 and a section inside an
    // operation level 3, as a screen reader walks them.
    for (const h of root.querySelectorAll('h3.opblock-tag:not([aria-level])')) h.setAttribute('aria-level', '2');
    for (const h of root.querySelectorAll('.opblock h4:not([aria-level])')) h.setAttribute('aria-level', '3');
    for (const h of root.querySelectorAll('.models > h4:not([aria-level])')) h.setAttribute('aria-level', '2');
    // Each operation's responses table is a region: named after its operation, so they differ.
    for (const table of root.querySelectorAll('table.responses-table[role="region"]:not([aria-label])')) {
      const operation = table.closest('.opblock')?.querySelector('.opblock-summary-operation-id')?.textContent;
      table.setAttribute('aria-label', `Respostas de ${operation ?? table.id}`);
    }
    // Everything outside the operations' <main> belongs to a named region.
    const regions = [
      ['.information-container', 'Sobre a API'],
      ['.scheme-container', 'Servidores e autorização'],
      ['.filter-container', 'Filtro das operações'],
      ['.models', 'Esquemas'],
    ];
    for (const [selector, name] of regions) {
      const el = root.querySelector(selector);
      if (el && !el.getAttribute('role')) {
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', name);
      }
    }
  }

  document.documentElement.lang = 'pt-BR';
  const start = () => {
    const root = document.getElementById('swagger-ui');
    if (!root) return;
    translate(root);
    // Swagger UI renders sections as they open: translate each change (the observer is paused
    // while it writes, so its own edits do not call it again).
    const observer = new MutationObserver(() => {
      observer.disconnect();
      translate(root);
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
