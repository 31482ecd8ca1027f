// @vitest-environment jsdom
/**
 * The spec's cookies live for a lifetime (Max-Age), not until an instant (Expires): a PC whose clock
 * is a year off still keeps the session cookie and still loses it on logout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, lifetimeSeconds, removeAllCookies, removeCookie, setCookie } from './cookies.ts';
import { loginObjeto, UNIDADES_ANA } from './fixtures.ts';
import { selectUnit, setSession } from './session.ts';

afterEach(() => {
  removeAllCookies();
  vi.restoreAllMocks();
});

/** What the page wrote to document.cookie while `fn` ran. */
function written(fn: () => void): string[] {
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const lines: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    lines.push(v);
    desc.set!.call(document, v);
  });
  fn();
  return lines;
}

describe('cookies', () => {
  it('a token expiry or a number of days becomes a lifetime in seconds', () => {
    expect(lifetimeSeconds(1)).toBe(86_400);
    expect(lifetimeSeconds(new Date(1_000_000 + 3_600_000), 1_000_000)).toBe(3_600);
    expect(lifetimeSeconds(new Date(0), 1_000_000)).toBe(0);
  });

  it('writes Max-Age, never Expires, so the computer clock cannot expire it early or keep it', () => {
    const lines = written(() => setCookie('tokenId', 'abc', new Date(Date.now() + 3_600_000)));
    expect(lines[0]).toMatch(/^tokenId=abc; path=\/; sameSite=Lax; max-age=3600$/i);
    expect(lines[0]).not.toMatch(/expires/i);
    expect(getCookie('tokenId')).toBe('abc');
  });

  it('a cookie given no lifetime lasts 1 day (spec §9: cookie default lifetime 1 day)', () => {
    const lines = written(() => setCookie('code', 'x'));
    expect(lines[0]).toMatch(/; max-age=86400$/i);
  });

  it("the token and the unit's name, code and acronym last until the token's expiry (spec §4, login)", () => {
    // expires_in 3600: the token's lifetime, not the 1-day default.
    const lines = written(() => {
      setSession(loginObjeto());
      selectUnit(UNIDADES_ANA[0].unidade);
    });
    for (const name of ['tokenId', 'unidadeCodigo', 'unidadeNome', 'unidadeSigla']) {
      const line = lines.find((l) => l.startsWith(`${name}=`));
      expect(line, name).toMatch(/; max-age=(3599|3600)$/i);
    }
  });

  it('removal is Max-Age=0: gone at once', () => {
    setCookie('code', 'x');
    const lines = written(() => removeCookie('code'));
    expect(lines[0]).toMatch(/max-age=0/i);
    expect(lines[0]).not.toMatch(/expires/i);
    expect(getCookie('code')).toBeUndefined();
  });
});
