// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { LoginPage } from './LoginPage.tsx';

afterEach(cleanup);

it("the sign-in page points at its own 'Acessar com CPF e senha', not at a button 'no alto da página'", () => {
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Acessar com CPF e senha' })).toBeTruthy();
  expect(screen.queryByText(/no alto da página/)).toBeNull();
  expect(screen.getByText('Informe o seu CPF e a sua senha na central de autenticação do Estado.')).toBeTruthy();
});
