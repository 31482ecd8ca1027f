import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardHistory, type Blocker, type Prepare } from './guardedHistory.ts';

/** A guarded memory history at /form (after /home), with what its router was told. */
function setup(prepare?: Prepare) {
  const inner = UNSAFE_createMemoryHistory({ initialEntries: ['/home', '/form'], initialIndex: 1, v5Compat: true });
  const history = guardHistory(inner, prepare);
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}${location.search}`));
  return { inner, history, told };
}

/** A blocker for leaving the page, answered by the test. */
function asking() {
  const answers: ((leave: boolean) => void)[] = [];
  const blocker: Blocker = {
    when: ({ from, to }) => from.pathname !== to.pathname,
    ask: () => new Promise((resolve) => answers.push(resolve)),
  };
  return { blocker, answers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('guarded history', () => {
  it('without a blocker a navigation is made at once', () => {
    const { history, told } = setup();
    history.push('/a');
    history.replace('/b');
    history.go(-1);
    expect(told).toEqual(['PUSH /a', 'REPLACE /b', 'POP /form']);
  });

  it('a blocked link or navigate() waits for the answer: stay, or leave', async () => {
    const { inner, history, told } = setup();
    const { blocker, answers } = asking();
    history.block(blocker);
    history.push('/a');
    expect([told, inner.location.pathname, answers.length]).toEqual([[], '/form', 1]);
    answers[0](false);
    await settle();
    expect([told, inner.location.pathname]).toEqual([[], '/form']);
    history.replace('/b');
    answers[1](true);
    await settle();
    expect(told).toEqual(['REPLACE /b']);
  });

  it('what the blocker lets through (the same page with another query) is not asked', () => {
    const { history, told } = setup();
    const { blocker, answers } = asking();
    history.block(blocker);
    history.push('?situacao=PENDENTE');
    expect([told, answers.length]).toEqual([['PUSH /form?situacao=PENDENTE'], 0]);
  });

  it("the browser's Back is undone while asking and redone on leaving", async () => {
    const { inner, history, told } = setup();
    const { blocker, answers } = asking();
    history.block(blocker);
    history.go(-1);
    expect([told, inner.location.pathname, inner.index, answers.length]).toEqual([[], '/form', 1, 1]);
    answers[0](false);
    await settle();
    expect([told, inner.index]).toEqual([[], 1]);
    history.go(-1);
    answers[1](true);
    await settle();
    expect([told, inner.location.pathname, answers.length]).toEqual([['POP /home'], '/home', 2]);
  });

  it('a navigation tried while the question is open is dropped; removing the blocker lets all through', async () => {
    const { history, told } = setup();
    const { blocker, answers } = asking();
    const remove = history.block(blocker);
    history.push('/a');
    history.push('/b');
    history.go(-1);
    expect(answers.length).toBe(1);
    answers[0](true);
    await settle();
    expect(told).toEqual(['PUSH /a']);
    remove();
    history.push('/c');
    expect(told).toEqual(['PUSH /a', 'PUSH /c']);
  });

  it('two pages with a blocker each (the same one, even): removing one leaves the other', () => {
    const { history, told } = setup();
    const { blocker, answers } = asking();
    history.block(blocker);
    const second = history.block(blocker);
    second();
    history.push('/a');
    expect([told, answers.length]).toEqual([[], 1]);
  });

  it("a route's code is awaited before the router hears of it; a newer navigation wins", async () => {
    let arrive = () => {};
    const code = new Promise<void>((r) => (arrive = r));
    const { history, told } = setup((to) => (to.pathname === '/lazy' ? code : null));
    history.push('/lazy');
    expect(told).toEqual([]);
    arrive();
    await settle();
    expect(told).toEqual(['PUSH /lazy']);
    const { history: h2, told: t2 } = setup((to) => (to.pathname === '/lazy' ? new Promise(() => {}) : null));
    h2.push('/lazy');
    h2.push('/a');
    expect(t2).toEqual(['PUSH /a']);
  });

  it('a Back to a lazy route is told when its code has arrived', async () => {
    let arrive = () => {};
    const code = new Promise<void>((r) => (arrive = r));
    const { history, told } = setup((to) => (to.pathname === '/home' ? code : null));
    history.go(-1);
    expect(told).toEqual([]);
    arrive();
    await settle();
    expect(told).toEqual(['POP /home']);
  });
});
