/** The star toggle of a page card: adds or removes the page from the user's favourites. */
import { BusyButton } from '../../components/BusyButton.tsx';
import { useState } from 'react';
import { Tip } from '../Tip.tsx';
import { favoritesStore, normRoute, type FavoritesStore } from './favoritesStore.ts';
import { useFavorites } from './useFavorites.ts';

export function FavoriteStar({ rota, store = favoritesStore }: { rota: string; store?: FavoritesStore }) {
  const favorites = useFavorites(store);
  const [busy, setBusy] = useState(false);
  const on = favorites.some((f) => f.rota === normRoute(rota));
  const label = on ? 'Remover dos favoritos' : 'Adicionar aos favoritos';
  return (
    <Tip content={label} placement="left" compact>
      <BusyButton
        variant="minimal"
        className={`prh-favorite-star${on ? ' is-on' : ''}`}
        icon={on ? 'star' : 'star-empty'}
        aria-label={label}
        aria-pressed={on}
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await store.toggle(rota);
          } finally {
            setBusy(false);
          }
        }}
      />
    </Tip>
  );
}
