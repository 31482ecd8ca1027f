/**
 * The identity provider's CPF field masked as it is typed (000.000.000-00), as every CPF field of
 * the portal is: one small script file of the provider's own, allowed by its strict CSP
 * (`script-src 'self'`, still no inline code). The page sends `mascararCpf` as its own source text,
 * so the unit test runs what the browser runs. The server takes the CPF with or without the mask.
 */
export const CPF_MASK_PATH = '/rest/oidc/assets/cpf.js';

/** Digits typed or pasted → '390.533.447-05', as far as they go ('3905334' → '390.533.4'). */
export function mascararCpf(valor: string): string {
  return valor
    .replace(/\D/g, '')
    .slice(0, 11)
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
}

/** The script the login page loads: the field keeps its mask on every input. */
export const CPF_MASK_JS = `(() => {
  const mascararCpf = ${mascararCpf.toString()};
  const campo = document.getElementById('cpf');
  if (!campo) return;
  campo.addEventListener('input', () => {
    const valor = mascararCpf(campo.value);
    if (valor !== campo.value) campo.value = valor;
  });
})();
`;
