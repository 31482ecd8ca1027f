// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname} {useNavigationType()}
    </output>
  );
}

const page = (link: React.ReactNode, at = '/home') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      {link}
      <Where />
    </MemoryRouter>,
  );

describe("the shell's Link", () => {
  it('is an <a> with the route as href and its own attributes; a plain press navigates in the page', () => {
    page(
      <Link to="/about" className="prh-logo-link" aria-label="Sobre">
        Sobre
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'Sobre' });
    expect(a.getAttribute('href')).toBe('/about');
    expect(a.className).toBe('prh-logo-link');
    fireEvent.click(a);
    expect(screen.getByRole('status').textContent).toBe('/about PUSH');
  });

  it('a press on the page already shown replaces it, as react-router’s Link does', () => {
    page(<Link to="/home">Início</Link>);
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByRole('status').textContent).toBe('/home REPLACE');
  });

  it('leaves to the browser a press with a modifier key, another button or a target of its own', () => {
    page(
      <>
        <Link to="/about">Sobre</Link>
        <Link to="/about" target="_blank">
          Nova aba
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sobre' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Sobre' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Nova aba' }));
    expect(screen.getByRole('status').textContent).toBe('/home POP');
  });

  it('runs its own onClick first; one that prevents the default keeps the page', () => {
    const pressed: string[] = [];
    page(
      <Link
        to="/about"
        onClick={(e) => {
          pressed.push('onClick');
          e.preventDefault();
        }}
      >
        Sobre
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(pressed).toEqual(['onClick']);
    expect(screen.getByRole('status').textContent).toBe('/home POP');
  });
});
