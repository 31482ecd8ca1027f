// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorValue, RichTextWidget } from './richText.tsx';

afterEach(cleanup);

const props = (over: Partial<WidgetProps> = {}) =>
  ({
    id: 'texto',
    label: 'Texto do aviso',
    value: undefined,
    onChange: vi.fn(),
    options: {},
    schema: {},
    ...over,
  }) as unknown as WidgetProps;

describe('richText widget', () => {
  it('stores sanitised HTML, nothing when only blanks are left', () => {
    expect(editorValue('<p>Olá <b onclick="x()">mundo</b></p><script>alert(1)</script>')).toBe(
      '<p>Olá <b>mundo</b></p>',
    );
    expect(editorValue('<p>&nbsp; </p><br>')).toBeUndefined();
  });
  it('a labelled multi-line textbox with a labelled toolbar; typing emits the HTML', () => {
    const p = props();
    render(<RichTextWidget {...p} />);
    const box = screen.getByRole('textbox', { name: 'Texto do aviso' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Formatação de Texto do aviso' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeTruthy();
    box.innerHTML = '<p>Prazo <strong>30/11</strong></p>';
    fireEvent.input(box);
    expect(p.onChange).toHaveBeenLastCalledWith('<p>Prazo <strong>30/11</strong></p>');
  });
  it("passing through with Tab changes nothing: the browser's own writing of the loaded HTML is no edit", () => {
    const p = props({ value: '<p>Primeira linha<br/>segunda &amp; última</p>' });
    render(<RichTextWidget {...p} />);
    const box = screen.getByRole('textbox', { name: 'Texto do aviso' });
    fireEvent.focus(box);
    fireEvent.blur(box);
    expect(p.onChange).not.toHaveBeenCalled();
    // A real edit is told; undone, the value as loaded comes back.
    box.innerHTML = '<p>Primeira linha<br>segunda</p>';
    fireEvent.input(box);
    expect(p.onChange).toHaveBeenLastCalledWith('<p>Primeira linha<br>segunda</p>');
    box.innerHTML = '<p>Primeira linha<br>segunda &amp; última</p>';
    fireEvent.input(box);
    expect(p.onChange).toHaveBeenLastCalledWith('<p>Primeira linha<br/>segunda &amp; última</p>');
  });
  it('shows a loaded value and is not editable when read-only', () => {
    render(<RichTextWidget {...props({ value: '<p>Aviso</p>', readonly: true })} />);
    const box = screen.getByRole('textbox', { name: 'Texto do aviso' });
    expect(box.innerHTML).toBe('<p>Aviso</p>');
    expect(box.getAttribute('contenteditable')).toBe('false');
  });
});
