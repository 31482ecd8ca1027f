import { describe, expect, it, vi } from 'vitest';
import { createVersionChecker } from './version.ts';

const answer = (v: string) =>
  ({ ok: true, status: 200, json: async () => ({ app: { versaoaplicacao: v } }) }) as Response;

describe('version check', () => {
  it('remembers the first version and reloads when a later read differs', async () => {
    const versions = ['1+a', '1+a', '1+b'];
    const fetcher = vi.fn(async () => answer(versions.shift()!)) as unknown as typeof fetch;
    const reload = vi.fn();
    const c = createVersionChecker({ fetcher, reload, dev: false });
    await c.check();
    await c.check();
    expect(reload).not.toHaveBeenCalled();
    await c.check();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetcher).mock.calls[0][0]).toBe('/solucao.json');
  });
  it('a failed read is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = createVersionChecker({
      fetcher: (async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch,
      reload: vi.fn(),
      dev: true,
    });
    await c.check();
    expect(warn).toHaveBeenCalled();
  });
});
