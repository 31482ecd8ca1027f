/**
 * The route guard of spec section 6: first the session token cookie must exist (else
 * /login-expirado), then the route key must be among the permitted keys (else /nao-autorizado).
 *
 * A pure function plus a reader of the real session, so the rule is tested without a browser.
 * Guards are convenience: the gateways check token, role and unit on every call.
 */
import { getTokenId, permittedKeys } from './session.ts';

export interface GuardInput {
  hasToken: boolean;
  /** Permitted keys (chaveMenu and url) of the current unit; null when unknown. */
  permitted: readonly string[] | null;
}

export type GuardOutcome = null | '/login-expirado' | '/nao-autorizado';

/** `routeKeys`: the screen's menuKey and/or route; one match is enough. Empty = any signed-in user. */
export function checkRoute(routeKeys: readonly string[], input: GuardInput): GuardOutcome {
  if (!input.hasToken) return '/login-expirado';
  if (routeKeys.length === 0) return null;
  const permitted = new Set(input.permitted ?? []);
  return routeKeys.some((k) => permitted.has(k)) ? null : '/nao-autorizado';
}

export function readGuardInput(): GuardInput {
  return { hasToken: Boolean(getTokenId()), permitted: permittedKeys() };
}

export function guardRoute(routeKeys: readonly string[]): GuardOutcome {
  return checkRoute(routeKeys, readGuardInput());
}
