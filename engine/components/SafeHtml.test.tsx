// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitize, sanitizeWithHeadings } from './SafeHtml.tsx';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const out = sanitize(
      '<p><b>Aviso</b></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    );
    expect(out).toContain('<b>Aviso</b>');
    expect(out).not.toMatch(/script|onerror|javascript:/);
  });

  it('renders the sanitised HTML', () => {
    const { container } = render(<SafeHtml html={'<i>ok</i><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div><i>ok</i></div>');
  });

  it("renumbers the text's headings from the level where it stands, keeping their rank and attributes", () => {
    const out = sanitizeWithHeadings(
      '<h3 class="c">SECRETARIA</h3><p>x</p><h5>Art. 1</h5><h3>Outra</h3><script>x()</script>',
      2,
    );
    expect(out).toBe('<h2 class="c">SECRETARIA</h2><p>x</p><h3>Art. 1</h3><h2>Outra</h2>');
    expect(sanitizeWithHeadings('<h1>a</h1><h2>b</h2>', 5)).toBe('<h5>a</h5><h6>b</h6>');
    const { container } = render(<SafeHtml html={'<h4>t</h4>'} headingsFrom={3} />);
    expect(container.querySelector('h3')?.textContent).toBe('t');
  });
});
