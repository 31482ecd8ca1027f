/**
 * The user's photo for the top bar (`usuario.foto`, call catalogue §7: "the avatar is the request's
 * response url"): the answer's bytes as an object URL, released when the menu goes away or the user
 * changes. Any failure — no photo, a refused call, no network — leaves it null and the menu shows the
 * initials instead; a missing photo is not worth an error dialog. The photo is kept in the query
 * cache, so a menu mounted again shows it without asking again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PARTICLES } from '../../core/formatters/titleCase.ts';
import { useDataProvider } from '../data.tsx';
import { KEPT_MS, queryClientFor } from '../query/queryClients.ts';

/** Up to two initials: the first and the last word of the name, skipping the particles (da, de, dos…). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !PARTICLES.has(w.toLocaleLowerCase('pt-BR')));
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toLocaleUpperCase('pt-BR');
}

/** The photo's place in the query cache: asked once per user for the session's cache lifetime. */
export const fotoKey = (cpf: string) => ['foto', cpf] as const;

export function useAvatar(cpf: string | undefined): string | null {
  const provider = useDataProvider();
  const { data: blob } = useQuery(
    {
      queryKey: fotoKey(cpf ?? ''),
      queryFn: async ({ signal }): Promise<Blob | null> => {
        const r = await provider.download({ endpoint: 'usuario.foto', params: { cpf }, signal });
        return r.ok && r.blob.type.startsWith('image/') ? r.blob : null;
      },
      enabled: Boolean(cpf),
      staleTime: KEPT_MS,
    },
    queryClientFor(provider),
  );
  // The object URL lives as long as this blob is shown here.
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return cpf ? url : null;
}
