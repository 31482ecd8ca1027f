/**
 * The servant record (dados-servidor), generated lazily and deterministically from the stored
 * servant row: its shapes, how it is built, and the sections the endpoints answer. Handlers, the
 * domain and the seed read it from here; it imports none of them.
 */
export * from './tipos.ts';
export * from './registro.ts';
export * from './secoes-pessoais.ts';
export * from './secoes-funcionais.ts';
export * from './secoes-eventos.ts';
