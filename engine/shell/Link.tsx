/**
 * The portal's in-page link: an <a> with the route's href whose plain press navigates in the page
 * (react-router's useLinkClickHandler: not a press with a modifier key, another button or a target
 * of its own; `replace` when it points at the page already shown), which is all react-router's
 * Link does for the portal's paths. Its Link also brings the framework mode's prefetching (route
 * modules and manifests, ~2.5 KB gzip) that the declarative router never runs, and the shell's
 * links are on the first page.
 */
import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
