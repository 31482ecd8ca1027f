import { describe, expect, it } from 'vitest';
import { mediaTypeOf, problemaDoArquivo } from './file-check.ts';

const PDF = Buffer.from('%PDF-1.4\n%…');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const XLSX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]);
const HTML = Buffer.from('<!doctype html><html><body>Erro</body></html>');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('a file answer against the catalogue', () => {
  it('reads the media type without parameters', () => {
    expect(mediaTypeOf('text/csv; charset=utf-8')).toBe('text/csv');
    expect(mediaTypeOf('Application/PDF')).toBe('application/pdf');
    expect(mediaTypeOf(null)).toBe('');
  });

  it('accepts each declared type whose bytes are of that type', () => {
    expect(problemaDoArquivo(['application/pdf'], 'application/pdf', PDF)).toBeUndefined();
    expect(problemaDoArquivo(['application/pdf', 'image/png', 'image/jpeg'], 'image/png', PNG)).toBeUndefined();
    expect(problemaDoArquivo(['image/jpeg'], 'image/jpeg', JPEG)).toBeUndefined();
    expect(problemaDoArquivo([XLSX_TYPE], XLSX_TYPE, XLSX)).toBeUndefined();
    expect(
      problemaDoArquivo(['text/csv'], 'text/csv; charset=utf-8', Buffer.from('Ana;31999990000\n')),
    ).toBeUndefined();
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(problemaDoArquivo(['image/svg+xml'], 'image/svg+xml', svg)).toBeUndefined();
  });

  it('refuses a PDF sent as text/html, naming the type and the declared ones', () => {
    expect(problemaDoArquivo(['application/pdf'], 'text/html; charset=utf-8', PDF)).toBe(
      "content-type 'text/html' não é um dos declarados no catálogo (application/pdf)",
    );
    expect(problemaDoArquivo(['application/pdf'], undefined, PDF)).toMatch(/'\(ausente\)'/);
  });

  it('refuses content of another type under a declared content-type', () => {
    expect(problemaDoArquivo(['application/pdf'], 'application/pdf', HTML)).toBe(
      'o conteúdo não começa como application/pdf (primeiros bytes de outro tipo)',
    );
    expect(problemaDoArquivo(['image/png'], 'image/png', JPEG)).toMatch(/não começa como image\/png/);
    expect(problemaDoArquivo(['text/csv'], 'text/csv', PNG)).toMatch(/não começa como text\/csv/);
    expect(problemaDoArquivo(['image/svg+xml'], 'image/svg+xml', HTML)).toMatch(/svg/);
  });
});
