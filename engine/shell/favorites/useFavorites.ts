import { useSyncExternalStore } from 'react';
import { favoritesStore, type Favorite, type FavoritesStore } from './favoritesStore.ts';

export function useFavorites(store: FavoritesStore = favoritesStore): Favorite[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
