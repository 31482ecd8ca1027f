// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dirigentes from '../../screens/gestao-tempo/dirigentes-maximos.screen.json';
import doc from '../../screens/usuarios/relatorio.screen.json';
import { SchemaForm, type SchemaFormHandle } from './SchemaForm.tsx';

afterEach(cleanup);

const { schema, uiSchema } = doc.filters;

/** The form as a screen holds it: controlled, with a submit button. */
function Harness({
  onSubmit = () => undefined,
  handle,
}: {
  onSubmit?: () => void;
  handle?: React.Ref<SchemaFormHandle>;
}) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm
      ref={handle}
      schema={schema as never}
      uiSchema={uiSchema as never}
      formData={data}
      onChange={setData}
      onSubmit={onSubmit}
      idPrefix="u"
    >
      <button type="submit">Pesquisar</button>
    </SchemaForm>
  );
}

const errorOf = (label: string) =>
  document.getElementById(`${(screen.getByLabelText(label) as HTMLElement).id}__error`)?.textContent ?? null;

describe('SchemaForm', () => {
  it('a select of labelled options (oneOf) starts empty: no filter the user did not choose', () => {
    const onChange = vi.fn();
    // 'Dirigentes máximos': its 'Situação' is a oneOf (the users' 'Perfil' now lists roles from their endpoint).
    const { schema: s, uiSchema: u } = dirigentes.filters;
    render(<SchemaForm schema={s as never} uiSchema={u as never} formData={{}} onChange={onChange} idPrefix="d" />);
    const situacao = screen.getByLabelText('Situação') as HTMLSelectElement;
    expect(situacao.value).toBe('');
    expect([...situacao.options].map((o) => o.text)).toEqual(expect.arrayContaining(['Ativo', 'Bloqueado']));
    for (const [data] of onChange.mock.calls) expect((data as Record<string, unknown>).situacao).toBeUndefined();
  });

  it("is a form whose submit button is the caller's (Enter in a field presses it)", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.form).toBe((screen.getByRole('button', { name: 'Pesquisar' }) as HTMLButtonElement).form);
    fireEvent.submit(cpf.form!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an error shows once the field is left, and goes as soon as the field is corrected', async () => {
    render(<Harness />);
    const cpf = screen.getByLabelText('CPF');
    fireEvent.change(cpf, { target: { value: '111.111.111-12' } });
    expect(errorOf('CPF')).toBeNull(); // still typing
    fireEvent.blur(cpf);
    expect(await screen.findByText('CPF inválido.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Jo' } }); // not left yet: quiet
    fireEvent.change(cpf, { target: { value: '529.982.247-25' } });
    await vi.waitFor(() => expect(screen.queryByText('CPF inválido.')).toBeNull());
    expect(errorOf('Nome')).toBeNull();
  });

  it("a submit shows every field's errors, which then follow each change", async () => {
    const handle = createRef<SchemaFormHandle>();
    render(<Harness handle={handle} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Jo' } });
    let valid = true;
    act(() => {
      valid = handle.current!.validate();
    });
    expect(valid).toBe(false);
    expect(errorOf('Nome')).toMatch(/3 caracteres/);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'José' } });
    await vi.waitFor(() => expect(errorOf('Nome')).toBeNull());
  });

  it("shows the server's message under a field (fieldErrors)", () => {
    render(
      <SchemaForm
        schema={schema as never}
        uiSchema={uiSchema as never}
        formData={{}}
        onChange={vi.fn()}
        idPrefix="u"
        fieldErrors={{ cpf: 'CPF já cadastrado.' }}
      />,
    );
    expect(errorOf('CPF')).toBe('CPF já cadastrado.');
  });
});
