/** The servant's 'Documentos' tab: every number written as on the document (the CPF was digits only before). */
import { describe, expect, it } from 'vitest';
import { documentos, type Registro } from './index.ts';

describe('documentos', () => {
  it('writes the CPF as 000.000.000-00, like the other documents are written', () => {
    const base = { id: 7, cpf: '52998224725', nome: 'Maria Souza Lima', sexo: 'F', dataNascimento: '1980-05-10' };
    const r = { base, evolucao: [{ dataInicio: '2005-02-01' }] } as unknown as Registro;
    expect(documentos(r).find((d) => d.tipoDocumento === 'CPF')?.numero).toBe('529.982.247-25');
  });

  it('writes the PIS/PASEP as 000.00000.00-0 beside it, as the Caixa prints it', () => {
    const base = { id: 7, cpf: '52998224725', nome: 'Maria Souza Lima', sexo: 'F', dataNascimento: '1980-05-10' };
    const r = { base, evolucao: [{ dataInicio: '2005-02-01' }] } as unknown as Registro;
    expect(documentos(r).find((d) => d.tipoDocumento === 'PIS/PASEP')?.numero).toMatch(/^\d{3}\.\d{5}\.\d{2}-\d$/);
  });
});
