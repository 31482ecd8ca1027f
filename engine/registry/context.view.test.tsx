// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import doc from '../../screens/usuarios/relatorio.screen.json';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useCells } from './cells.ts';
import { RegistriesProvider } from './context.tsx';

afterEach(cleanup);

// A real screen's filters (forms validate with validators precompiled from the screens): a CPF
// (format cpf, no ui:widget), a name and a select of roles.
const { schema } = doc.filters;
const uiSchema = { nome: doc.filters.uiSchema.nome };

function Form() {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm schema={schema as never} uiSchema={uiSchema as never} formData={data} onChange={setData} idPrefix="t" />
  );
}

const Fake = (p: WidgetProps) => <output aria-label={p.label}>falso {String(p.value ?? '')}</output>;

describe('registries through context', () => {
  it('a field with a format gets its default widget with no ui:widget (CPF: mask and placeholder)', () => {
    render(<Form />);
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.placeholder).toBe('000.000.000-00');
    fireEvent.change(cpf, { target: { value: '52998224725' } });
    expect(cpf.value).toBe('529.982.247-25');
  });

  it('a provider overrides one entry for what it wraps; the format default follows it', () => {
    render(
      <RegistriesProvider widgets={{ cpf: Fake }}>
        <Form />
      </RegistriesProvider>,
    );
    expect(screen.getByLabelText('CPF').tagName).toBe('OUTPUT');
    // The other widgets are the defaults.
    expect(screen.getByLabelText('Nome').tagName).toBe('INPUT');
  });

  it('nested providers merge, the inner one winning', () => {
    const Names = () => <p>{useCells().get('text') === Fake ? 'falso' : 'padrão'}</p>;
    render(
      <RegistriesProvider cells={{ text: Fake }}>
        <RegistriesProvider widgets={{ cpf: Fake }}>
          <Names />
        </RegistriesProvider>
      </RegistriesProvider>,
    );
    expect(screen.getByText('falso')).toBeTruthy();
  });
});
