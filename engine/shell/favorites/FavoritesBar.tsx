/**
 * The favourites bar of the top bar: as many favourites as fit (floor(width / 160) − 1), the rest
 * in an overflow list, whose popover loads on the first intent to open it (LazyPopover). Sorted by
 * name, case-insensitively (the store keeps them sorted).
 */
import { Button, Icon, type IconName } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../Link.tsx';
import { LazyPopover } from '../LazyPopover.tsx';
import { favoritesStore, visibleCount, type FavoritesStore } from './favoritesStore.ts';
import { useFavorites } from './useFavorites.ts';

export function FavoritesBar({
  store = favoritesStore,
  initialWidth = 0,
}: {
  store?: FavoritesStore;
  initialWidth?: number;
}) {
  const favorites = useFavorites(store);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const n = visibleCount(width);
  const shown = favorites.slice(0, n);
  const rest = favorites.slice(n);
  // The button's name starts with what it shows (WCAG 2.5.3): '+8 — mais favoritos', '(8) — favoritos'.
  const moreText =
    shown.length > 0 ? `+${rest.length}` : width >= 320 ? `Favoritos (${rest.length})` : `(${rest.length})`;
  const moreName =
    shown.length > 0 ? `${moreText} — mais favoritos` : width >= 320 ? moreText : `${moreText} — favoritos`;
  return (
    <div className="prh-favorites" ref={ref}>
      <nav aria-label="Favoritos" className="prh-favorites-nav">
        <ul className="prh-favorites-list">
          {shown.map((f) => (
            <li key={f.rota}>
              <Link to={f.rota} className="prh-favorite-link" title={f.nome}>
                <Icon icon={f.icone as IconName} size={12} aria-hidden />
                <span>{f.nome}</span>
              </Link>
            </li>
          ))}
        </ul>
        {rest.length > 0 && (
          <LazyPopover
            placement="bottom-end"
            content={({ Menu, MenuItem }) => (
              <Menu aria-label="Mais favoritos">
                {rest.map((f) => (
                  <MenuItem key={f.rota} icon={f.icone as IconName} text={f.nome} onClick={() => navigate(f.rota)} />
                ))}
              </Menu>
            )}
          >
            <Button
              variant="minimal"
              className="prh-topbar-button prh-favorites-more"
              icon="star"
              endIcon="caret-down"
              aria-label={moreName}
            >
              {moreText}
            </Button>
          </LazyPopover>
        )}
      </nav>
    </div>
  );
}
