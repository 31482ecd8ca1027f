/**
 * The user's photo for the top bar (`usuario.foto`, call catalogue §7: "the avatar is the request's
 * response url"): the answer's bytes as an object URL, released when the menu goes away or the user
 * changes. Any failure — no photo, a refused call, no network — leaves it null and the menu shows the
 * initials instead; a missing photo is not worth an error dialog.
 */
import { useEffect, useState } from 'react';
import { PARTICLES } from '../../core/formatters/titleCase.ts';
import { useDataProvider } from '../data.tsx';

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

export function useAvatar(cpf: string | undefined): string | null {
  const provider = useDataProvider();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!cpf) return;
    let alive = true;
    let made: string | null = null;
    void provider.download({ endpoint: 'usuario.foto', params: { cpf } }).then(
      (r) => {
        if (!alive || !r.ok || !r.blob.type.startsWith('image/')) return;
        made = URL.createObjectURL(r.blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [cpf, provider]);
  return url;
}
