/** CPF helpers the seed needs: check digits from 9 digits (deterministic, no random source). */

/** The two check digits of a CPF whose first 9 digits are `base`. */
export function cpfCheckDigits(base: string): string {
  const d = base.split('').map(Number);
  const dv = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i] * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(dv(9));
  d.push(dv(10));
  return `${d[9]}${d[10]}`;
}

/** A full CPF (11 digits) from 9 base digits. */
export const cpfFromBase = (base: string): string => base + cpfCheckDigits(base);

/** '52998224725' → '529.982.247-25'. */
export const formatCpf = (cpf: string): string => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
