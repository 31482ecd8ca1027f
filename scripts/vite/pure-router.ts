/**
 * react-router ships one module with all of its modes, and its components are written
 * `var NavLink = React.forwardRef(…); NavLink.displayName = "NavLink";`: a call the bundler cannot
 * prove pure and a property write on the result, so every component stays in the first page whether
 * the portal uses it or not (NavLink, Form and the data router's submit and fetcher code, ~1.4 KB
 * gzip). This plugin marks those `forwardRef`/`createContext`/`memo` calls `@__PURE__` and drops the
 * `displayName` writes, which only name the components in React's developer tools (React's own
 * production build names none either); what the portal uses is kept unchanged.
 * scripts/vite/pure-router.test.ts checks the rewrite on the installed react-router.
 */
import type { Plugin } from 'vite';

const TARGET = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^?]*\.mjs$/;

/** The module's text with its component factories pure and its `displayName` writes gone. */
export function pureRouter(code: string): string {
  return (
    code
      .replace(/(?<=^var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '/* @__PURE__ */ $1')
      // Only whole top-level lines: `Link.displayName = "Link";` (a line of its own keeps the map's lines).
      .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
  );
}

export function pureRouterBuild(): Plugin {
  return {
    name: 'portal-rh-pure-router',
    apply: 'build',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      return { code: pureRouter(code), map: null };
    },
  };
}
