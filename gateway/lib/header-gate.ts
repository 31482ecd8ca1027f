/**
 * The security-header gate: what every answer must carry, as a pure check so the gate itself can
 * be tested against a deliberately broken set of headers. `https`: the portal's public origin is
 * https, so the answer must also pin HTTPS (HSTS of a year or more, subdomains included: ASVS V3.4.1).
 */
export function headerProblems(headers: Record<string, string | undefined>, o: { https?: boolean } = {}): string[] {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v ?? '']));
  const problems: string[] = [];
  const csp = h['content-security-policy'] ?? '';
  if (!csp) problems.push('sem Content-Security-Policy');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...v]) => [name, v]),
  );
  const scriptSrc = directives['script-src'] ?? directives['default-src'] ?? [];
  if (scriptSrc.includes("'unsafe-eval'")) problems.push("script-src permite 'unsafe-eval'");
  if (scriptSrc.includes("'unsafe-inline'")) problems.push("script-src permite 'unsafe-inline'");
  if (csp && !scriptSrc.length) problems.push('CSP sem script-src nem default-src');
  if ((directives['frame-ancestors'] ?? []).join(' ') !== "'none'") problems.push("CSP sem frame-ancestors 'none'");
  if (h['x-content-type-options'] !== 'nosniff') problems.push('sem X-Content-Type-Options: nosniff');
  if (!h['referrer-policy']) problems.push('sem Referrer-Policy');
  if (h['cross-origin-opener-policy'] !== 'same-origin') problems.push('sem Cross-Origin-Opener-Policy: same-origin');
  if (o.https) {
    const hsts = h['strict-transport-security'] ?? '';
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
    if (maxAge < 31_536_000 || !/includeSubDomains/i.test(hsts))
      problems.push('sem Strict-Transport-Security de um ano com includeSubDomains');
  }
  return problems;
}
