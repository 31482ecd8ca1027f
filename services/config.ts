/**
 * Runtime configuration of the portal (`GET /config.json`), read once per page load.
 *
 * Why at run time and not at build time: the same build must be able to point at the reference
 * gateways or at the state's real ones, so URLs of the identity provider and of each destination
 * tag come from the server that serves the portal.
 */

/** The destination tags of the endpoint catalogue; EXAME is the default service. */
export type DestinoTag = 'EXAME' | 'JUSTICA' | 'SISAPMG' | 'CONTAGEM_TEMPO' | 'FIPA';

export interface PortalConfig {
  /** Product id, `{product}` in the spec (route `/{product}`, IdP context `{product}-frontend`). */
  produto: string;
  clientId: string;
  idp: { auth: string; logout: string; unidade: string };
  destinos: Record<DestinoTag, string>;
}

/** Used when /config.json cannot be read (tests, or a static preview): same-origin defaults. */
export const DEFAULT_CONFIG: PortalConfig = {
  produto: 'portalrh',
  clientId: 'portalrh-frontend',
  idp: { auth: '/rest/oidc/auth', logout: '/rest/oidc/logout', unidade: '/rest/oidc/unidade' },
  destinos: {
    EXAME: '/gw/exame',
    JUSTICA: '/gw/justica',
    SISAPMG: '/gw/sisapmg',
    CONTAGEM_TEMPO: '/gw/contagem-tempo',
    FIPA: '/gw/fipa',
  },
};

let current: PortalConfig | null = null;
let pending: Promise<PortalConfig> | null = null;

/** Loads /config.json once; concurrent callers share the same request. */
export function loadConfig(fetcher: typeof fetch = fetch): Promise<PortalConfig> {
  if (current) return Promise.resolve(current);
  pending ??= fetcher('/config.json', { headers: { 'Cache-Control': 'no-cache' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      const body = (await res.json()) as Partial<PortalConfig>;
      current = {
        ...DEFAULT_CONFIG,
        ...body,
        idp: { ...DEFAULT_CONFIG.idp, ...body.idp },
        destinos: { ...DEFAULT_CONFIG.destinos, ...body.destinos },
      };
      return current;
    })
    .catch((err: unknown) => {
      console.error('Portal RH: não foi possível ler /config.json; usando a configuração padrão.', err);
      current = DEFAULT_CONFIG;
      return current;
    });
  return pending;
}

/** The loaded configuration (the default one until loadConfig has finished). */
export function getConfig(): PortalConfig {
  return current ?? DEFAULT_CONFIG;
}

/** Tests: set (or with null, forget) the configuration. */
export function setConfig(config: PortalConfig | null): void {
  current = config;
  pending = null;
}
