// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitize } from './SafeHtml.tsx';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const out = sanitize('<p><b>Aviso</b></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>');
    expect(out).toContain('<b>Aviso</b>');
    expect(out).not.toMatch(/script|onerror|javascript:/);
  });

  it('renders the sanitised HTML', () => {
    const { container } = render(<SafeHtml html={'<i>ok</i><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div><i>ok</i></div>');
  });
});
