// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import doc from '../../screens/usuarios/relatorio.screen.json';
import { SchemaForm } from './SchemaForm.tsx';

afterEach(cleanup);

describe('SchemaForm', () => {
  it('a select of labelled options (oneOf) starts empty: no filter the user did not choose', () => {
    const onChange = vi.fn();
    const { schema, uiSchema } = doc.filters;
    render(<SchemaForm schema={schema as never} uiSchema={uiSchema as never} formData={{}} onChange={onChange} idPrefix="u" />);
    const perfil = screen.getByLabelText('Perfil') as HTMLSelectElement;
    expect(perfil.value).toBe('');
    expect([...perfil.options].map((o) => o.text)).toEqual(expect.arrayContaining(['Administrador', 'Atendimento', 'Consulta de RH']));
    for (const [data] of onChange.mock.calls) expect((data as Record<string, unknown>).papel).toBeUndefined();
  });
});
