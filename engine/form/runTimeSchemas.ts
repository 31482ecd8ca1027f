/**
 * Screens published at run time, written after the build: their forms have no validator compiled
 * at build time. Only the documents are
 * kept here (no validator code: the first page imports this), and precompiled.ts takes their
 * schemas in when a form asks for a validator the build did not compile.
 */
const docs = new Set<object>();

export function allowRunTimeSchemas(doc: object): void {
  docs.add(doc);
}

export const runTimeDocs = (): ReadonlySet<object> => docs;
