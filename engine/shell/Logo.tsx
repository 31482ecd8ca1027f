/** The portal's mark and name (inline SVG: no extra request on the login page). */
export function Logo({ inverted = true }: { inverted?: boolean }) {
  const fg = inverted ? '#FFFFFF' : 'var(--prh-primary)';
  return (
    <span className="prh-logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="var(--prh-accent)" />
        <circle cx="16" cy="11.5" r="4.5" fill="#FFFFFF" />
        <path d="M7 25c1.4-5 5-7.5 9-7.5s7.6 2.5 9 7.5z" fill="#FFFFFF" />
      </svg>
      <span className="prh-logo-text" style={{ color: fg }}>
        Portal <strong>RH</strong>
      </span>
    </span>
  );
}
