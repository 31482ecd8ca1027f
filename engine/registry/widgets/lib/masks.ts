/** Progressive input masks (pure; the widgets store digits or the masked text as documented). */
const d = (v: string) => v.replace(/\D/g, '');

/** 00.000.000/0000-00 */
export function maskCnpj(v: string): string {
  const x = d(v).slice(0, 14);
  return (
    [x.slice(0, 2), x.slice(2, 5), x.slice(5, 8)].filter(Boolean).join('.') +
    (x.length > 8 ? `/${x.slice(8, 12)}` : '') +
    (x.length > 12 ? `-${x.slice(12)}` : '')
  );
}

/** (00) 0000-0000 / (00) 00000-0000 */
export function maskTelefone(v: string): string {
  const x = d(v).slice(0, 11);
  if (x.length <= 2) return x.length ? `(${x}` : '';
  const split = x.length === 11 ? 7 : 6;
  return `(${x.slice(0, 2)}) ${x.slice(2, split)}${x.length > split ? `-${x.slice(split)}` : ''}`;
}

/** 00000-000 (CEP) */
export function maskCep(v: string): string {
  const x = d(v).slice(0, 8);
  return x.length > 5 ? `${x.slice(0, 5)}-${x.slice(5)}` : x;
}

/** MM/AAAA */
export function maskCompetencia(v: string): string {
  const x = d(v).slice(0, 6);
  return x.length > 2 ? `${x.slice(0, 2)}/${x.slice(2)}` : x;
}
