/**
 * The security check of the anonymous calls (the access request): ALTCHA proof of work. The
 * gateway signs a challenge (`captcha.gerar`, gateway/captcha/altcha.ts); the browser solves it
 * in Web Workers (altcha-lib, Web Crypto PBKDF2) without the visitor doing anything — there is no
 * picture to read or puzzle to answer, so it works the same with a screen reader — and the solved
 * payload is the `captcha` token of ONE call: the gateway accepts each token once.
 *
 * `FonteDesafios` keeps one solved token ready: taking it starts solving the next in the
 * background, so the calls of the form (units, roles, the request) rarely wait. A token close to
 * its expiry is dropped and a new one solved.
 */
import { solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { dataProvider, type BasicFn } from './http/dataProvider.ts';

export const MSG_DESAFIO_FALHOU = 'Não foi possível concluir a verificação de segurança. Tente novamente.';
/** A prepared token this close to its expiry is not used. */
const MARGEM_MS = 30_000;

export type ResolverDesafio = (challenge: Challenge) => Promise<Solution | null>;
export type PedirDesafio = () => Promise<Challenge>;

/** The token of a solved challenge: base64url of `{challenge: {parameters, signature}, solution}`. */
export function tokenDe(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Solves in up to 4 Workers (as many as the machine has cores). */
export const resolverNoNavegador: ResolverDesafio = (challenge) =>
  solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1)),
    createWorker: () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' }),
    timeout: 90_000,
  });

/** `captcha.gerar` through the data provider's basic calls. */
export const pedirDesafio =
  (call: BasicFn = dataProvider.basic): PedirDesafio =>
  async () => {
    const res = await call({ endpoint: 'captcha.gerar' });
    const c = res.content;
    if (c?.codigoMensagem !== 0 || !c.data?.parameters) throw new Error(c?.mensagem || MSG_DESAFIO_FALHOU);
    return c.data;
  };

interface Pronto {
  token: string;
  /** ms since the epoch. */
  expira: number;
}

/** Where a page takes the token of each anonymous call. */
export interface Desafios {
  token(): Promise<string>;
}

export class FonteDesafios implements Desafios {
  private proximo: Promise<Pronto> | null = null;

  constructor(
    private readonly pedir: PedirDesafio,
    private readonly resolver: ResolverDesafio = resolverNoNavegador,
    private readonly agora: () => number = Date.now,
  ) {}

  private async resolverUm(): Promise<Pronto> {
    const challenge = await this.pedir();
    const solution = await this.resolver(challenge);
    if (!solution) throw new Error(MSG_DESAFIO_FALHOU);
    return { token: tokenDe(challenge, solution), expira: (challenge.parameters.expiresAt ?? 0) * 1000 };
  }

  /** Starts solving one in the background (no-op when one is ready or under way). */
  preparar(): void {
    if (this.proximo) return;
    const p = this.resolverUm();
    p.catch(() => undefined); // a failure surfaces in the next token()
    this.proximo = p;
  }

  /** A fresh token for one call; the next one starts at once in the background. */
  async token(): Promise<string> {
    const p = this.proximo ?? this.resolverUm();
    this.proximo = null;
    let pronto: Pronto;
    try {
      pronto = await p;
    } catch {
      pronto = await this.resolverUm(); // one new attempt; a second failure is the caller's
    }
    if (pronto.expira - this.agora() < MARGEM_MS) pronto = await this.resolverUm();
    this.preparar();
    return pronto.token;
  }
}
