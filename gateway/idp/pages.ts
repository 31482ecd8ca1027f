/**
 * Server-rendered pages of the identity provider (login and error). No script at all, styles from
 * one external stylesheet, so a strict Content-Security-Policy applies. Every value is escaped.
 * The one script is the provider's own file that masks the CPF as it is typed (cpf-mask.ts); the
 * server takes the CPF with or without its dots and dash.
 */
import { CPF_MASK_PATH } from './cpf-mask.ts';

export const STYLESHEET_PATH = '/rest/oidc/assets/login.css';

/** Content-Security-Policy of the IdP pages. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

export const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page of the provider; `script`, the path of its own script file (the login page's CPF mask). */
function layout(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — Portal RH</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">${script ? `\n<script src="${script}" defer></script>` : ''}
</head>
<body>
<main class="card">
<header><span class="logo" aria-hidden="true">RH</span><h1>Portal RH</h1></header>
${body}
</main>
<footer>Governo do Estado — ambiente de demonstração</footer>
</body>
</html>`;
}

export function loginPage(opts: { action: string; cpf?: string; erro?: string }): string {
  const erro = opts.erro ? `<p class="erro" role="alert">${esc(opts.erro)}</p>` : '';
  return layout(
    'Entrar',
    `<p class="sub">Acesse com seu CPF e senha.</p>
${erro}
<form method="post" action="${esc(opts.action)}" autocomplete="on">
<label for="cpf">CPF</label>
<input id="cpf" name="cpf" type="text" inputmode="numeric" autocomplete="username" placeholder="000.000.000-00" maxlength="14" required value="${esc(opts.cpf ?? '')}"${opts.erro ? '' : ' autofocus'}>
<label for="senha">Senha</label>
<input id="senha" name="senha" type="password" autocomplete="current-password" required${opts.erro ? ' autofocus' : ''}>
<button type="submit">Entrar</button>
</form>`,
    CPF_MASK_PATH,
  );
}

/**
 * Logout asked by something other than the portal (a link on another site): nothing has ended
 * yet; the button posts from this page, so the logout is the user's own decision.
 */
export function logoutPage(opts: { action: string; logoutPage: string; portalUrl: string }): string {
  return layout(
    'Sair',
    `<h2>Deseja sair do Portal RH?</h2>
<p class="sub">Esta saída foi pedida por um endereço fora do portal. Confirme para encerrar a sua sessão.</p>
<form method="post" action="${esc(opts.action)}">
<input type="hidden" name="logout_page" value="${esc(opts.logoutPage)}">
<button type="submit">Sair</button>
</form>
<p><a href="${esc(opts.portalUrl)}">Continuar no portal</a></p>`,
  );
}

export function errorPage(title: string, detail: string, backUrl: string): string {
  return layout(
    title,
    `<h2>${esc(title)}</h2>
${detail ? `<p class="sub">${esc(detail)}</p>` : ''}
<p><a class="botao" href="${esc(backUrl)}">Voltar ao portal</a></p>`,
  );
}

export const LOGIN_CSS = `
:root { --primaria: #123F6D; --destaque: #E83F4B; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  background: linear-gradient(160deg, #123F6D 0%, #1d5c99 100%); color: #1c2127; }
.card { background: #fff; width: min(400px, 92vw); padding: 32px 32px 28px; border-radius: 8px; box-shadow: 0 12px 32px rgba(0,0,0,.25); }
header { display: flex; align-items: center; gap: 12px; margin-bottom: 8px; }
.logo { display: inline-flex; width: 40px; height: 40px; border-radius: 8px; background: var(--primaria); color: #fff;
  font-weight: 700; align-items: center; justify-content: center; }
h1 { font-size: 1.5rem; margin: 0; color: var(--primaria); }
h2 { font-size: 1.1rem; margin: 16px 0 8px; }
.sub { color: #5f6b7c; margin: 4px 0 20px; }
label { display: block; font-weight: 600; margin: 14px 0 6px; font-size: .95rem; }
input { width: 100%; padding: 10px 12px; font-size: 1rem; border: 1px solid #abb3bf; border-radius: 4px; }
input:focus { outline: 2px solid var(--primaria); outline-offset: 1px; border-color: var(--primaria); }
button, .botao { display: inline-block; margin-top: 22px; width: 100%; padding: 11px; font-size: 1rem; font-weight: 600; text-align: center;
  background: var(--primaria); color: #fff; border: 0; border-radius: 4px; cursor: pointer; text-decoration: none; }
button:hover, .botao:hover { background: #0d2f52; }
.erro { background: #fdecee; color: #a8222f; border-left: 4px solid var(--destaque); padding: 10px 12px; border-radius: 4px; margin: 0 0 8px; }
footer { color: #dbe6f2; margin-top: 20px; font-size: .85rem; }
`;
