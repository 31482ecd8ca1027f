// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuthUrl, buildLogoutUrl, handleIndexRoute } from './auth.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { novoPedido, OIDC_PENDENTES, retomarPedido } from './oidc.ts';
import { sha256Base64url } from './session/crypto.ts';
import { loginObjeto, UNIDADES_ANA } from './session/fixtures.ts';
import { currentUnit, isLogged } from './session/session.ts';

describe('urls', () => {
  it('builds the authorisation URL of the spec, with state, nonce and a PKCE S256 challenge', () => {
    sessionStorage.clear();
    const url = buildAuthUrl(DEFAULT_CONFIG, 'http://h:3000');
    const [base, query] = url.split('?');
    expect(base).toBe('/rest/oidc/auth');
    expect(query).toMatch(
      /^response_type=code&client_id=portalrh-frontend&contexto=portalrh-frontend&scope=openid%20profile%20unidade%20papeis%20recursos_operacoes&redirect_uri=http%3A%2F%2Fh%3A3000%2Findex&logout_uri=http%3A%2F%2Fh%3A3000%2Flogin&state=[\w-]{22}&nonce=[\w-]{22}&code_challenge=[\w-]{43}&code_challenge_method=S256$/,
    );
    const q = new URLSearchParams(query);
    // The verifier stays in this tab; only its SHA-256 leaves.
    const kept = JSON.parse(sessionStorage.getItem(OIDC_PENDENTES)!)[q.get('state')!];
    expect(kept.nonce).toBe(q.get('nonce'));
    expect(kept.verifier).toMatch(/^[\w-]{43}$/);
    expect(sha256Base64url(kept.verifier)).toBe(q.get('code_challenge'));
    expect(url).not.toContain(kept.verifier);
    // Each request is new.
    expect(new URLSearchParams(buildAuthUrl(DEFAULT_CONFIG, 'http://h:3000').split('?')[1]).get('state')).not.toBe(
      q.get('state'),
    );
  });
  it('PKCE S256 is RFC 7636 (appendix B example)', () => {
    expect(sha256Base64url('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
  it('builds the logout URL with the return page and the session id', () => {
    expect(buildLogoutUrl('s1', DEFAULT_CONFIG, 'http://h')).toBe(
      '/rest/oidc/logout?logout_page=http%3A%2F%2Fh%2Flogin&tokenSSCId=s1',
    );
  });
});

describe('pending authorisation requests (services/oidc.ts)', () => {
  it('a state is redeemed once, only in the tab that issued it, and forgotten after 30 minutes', () => {
    sessionStorage.clear();
    const a = novoPedido(sessionStorage, 1_000);
    const b = novoPedido(sessionStorage, 2_000);
    expect(retomarPedido('desconhecido', sessionStorage, 3_000)).toBeNull();
    expect(retomarPedido(null, sessionStorage, 3_000)).toBeNull();
    expect(retomarPedido('__proto__', sessionStorage, 3_000)).toBeNull();
    const r = retomarPedido(a.state, sessionStorage, 3_000)!;
    expect(r.nonce).toBe(a.nonce);
    expect(sha256Base64url(r.codeVerifier)).toBe(a.codeChallenge);
    expect(retomarPedido(a.state, sessionStorage, 3_000)).toBeNull();
    expect(retomarPedido(b.state, sessionStorage, 2_000 + 30 * 60_000)).toBeNull();
    // At most 10 kept (the newest).
    const many = Array.from({ length: 12 }, (_, i) => novoPedido(sessionStorage, 10_000 + i));
    expect(Object.keys(JSON.parse(sessionStorage.getItem(OIDC_PENDENTES)!))).toHaveLength(10);
    expect(retomarPedido(many[0].state, sessionStorage, 20_000)).toBeNull();
    expect(retomarPedido(many[11].state, sessionStorage, 20_000)).not.toBeNull();
  });
});

describe('handleIndexRoute (spec section 4)', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  /** A state this tab issued (as 'Entrar' does). */
  const estado = () => novoPedido().state;

  it('no code → /login', async () => {
    expect(await handleIndexRoute(null)).toEqual({ redirect: '/login' });
  });

  it('the code already stored → /home without a new exchange', async () => {
    Cookies.set('code', 'abc', { path: '/' });
    const exchange = vi.fn();
    expect(await handleIndexRoute('abc', exchange, null)).toEqual({ redirect: '/home' });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('login CSRF: a code with no state, or a state this tab did not issue, is never exchanged', async () => {
    const exchange = vi.fn(async () => loginObjeto());
    expect(await handleIndexRoute('planted', exchange, null)).toEqual({ redirect: '/login' });
    expect(await handleIndexRoute('planted', exchange, 'state-do-atacante')).toEqual({ redirect: '/login' });
    // A state issued in another tab is not in this tab's sessionStorage.
    const outraAba = new Map<string, string>();
    const storage = {
      getItem: (k: string) => outraAba.get(k) ?? null,
      setItem: (k: string, v: string) => void outraAba.set(k, v),
      removeItem: (k: string) => void outraAba.delete(k),
    } as unknown as Storage;
    const alheio = novoPedido(storage).state;
    expect(await handleIndexRoute('planted', exchange, alheio)).toEqual({ redirect: '/login' });
    expect(exchange).not.toHaveBeenCalled();
    expect(isLogged()).toBe(false);
  });

  it('one unit: exchanges with the verifier and nonce of its state, stores the session and selects the unit at once; sets the modal markers', async () => {
    const exchange = vi.fn(async () => loginObjeto([UNIDADES_ANA[1]]));
    const pedido = novoPedido();
    expect(await handleIndexRoute('c1', exchange, pedido.state)).toEqual({ redirect: '/home' });
    expect(exchange).toHaveBeenCalledWith('c1', `${window.location.origin}/index`, {
      nonce: pedido.nonce,
      codeVerifier: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [, , { codeVerifier }] = exchange.mock.calls[0] as unknown as [string, string, { codeVerifier: string }];
    expect(sha256Base64url(codeVerifier)).toBe(pedido.codeChallenge);
    // The state is spent: the same return cannot be replayed.
    expect(await handleIndexRoute('c1-outro', exchange, pedido.state)).toEqual({ redirect: '/login' });
    expect(isLogged()).toBe(true);
    expect(currentUnit()?.sigla).toBe('SEE');
    expect(Cookies.get('abrirModal')).toBe('true');
    expect(Cookies.get('modalAtualizacaoTermoUso')).toBe('1.00');
    expect(Cookies.get('code')).toBe('c1');
  });

  it('several units: no unit yet (the dialog will ask)', async () => {
    await handleIndexRoute('c2', async () => loginObjeto(), estado());
    expect(isLogged()).toBe(true);
    expect(currentUnit()).toBeNull();
  });

  it('a user without unidade is logged out', async () => {
    expect(
      await handleIndexRoute('c3', async () => loginObjeto(UNIDADES_ANA, { unidade: undefined }), estado()),
    ).toMatchObject({ logout: true });
  });

  it('any failure logs out', async () => {
    expect(
      await handleIndexRoute(
        'c4',
        async () => {
          throw new Error('invalid_grant');
        },
        estado(),
      ),
    ).toEqual({ logout: true, reason: 'invalid_grant' });
  });
});
