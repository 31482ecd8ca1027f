/** Upper case in pt-BR (statuses are shown upper case, spec section 4). */
export const formatUppercase = (value: unknown): string => String(value).toLocaleUpperCase('pt-BR');
