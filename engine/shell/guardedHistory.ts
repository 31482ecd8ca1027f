/**
 * The portal's history: react-router's own (browser, or memory in tests) under its declarative
 * router, with the two holds its data router used to give, at a fraction of the first page's code:
 *
 * - A blocker (the form's unsaved-changes question) holds a navigation that leaves the page until
 *   the user answers. A link, a `navigate()` call or a redirect is simply not made meanwhile. The
 *   browser's Back (or 'Voltar', `navigate(-1)`) has already moved the address when we hear of it,
 *   so it is undone with `go(-delta)` and redone with `go(delta)` on 'Sair sem salvar' — what
 *   react-router's data router does for `useBlocker` on a POP navigation.
 * - A route whose code is not there yet (`prepare`) holds the navigation until it arrives, so the
 *   page on screen stays meanwhile, as under the data router's lazy routes.
 *
 * The newest navigation wins over one still held.
 */
import type { Location, Path, To, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { parsePath } from 'react-router-dom';

export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

export interface Transition {
  action: 'PUSH' | 'REPLACE' | 'POP';
  /** What the router shows now. */
  from: Path;
  to: Path;
}

export interface Blocker {
  /** Whether this navigation must be asked about. */
  when: (t: Transition) => boolean;
  /** The question; true = go on. */
  ask: () => Promise<boolean>;
}

/** What must arrive before the router may show `to` (null: nothing). Never rejects. */
export type Prepare = (to: Path) => Promise<unknown> | null;

export interface GuardedHistory extends History {
  /** Adds a blocker (the last one added counts, as with react-router's); returns its removal. */
  block: (blocker: Blocker) => () => void;
}

export function guardHistory(inner: History, prepare: Prepare = () => null): GuardedHistory {
  /** One entry per page that set one (two forms may be mounted at once). */
  const blockers: { blocker: Blocker }[] = [];
  const blocker = (): Blocker | undefined => blockers.at(-1)?.blocker;
  let asking = false;
  /** The next POP is our own redo after 'Sair sem salvar': not asked again. */
  let pass = false;
  /** Our own undo of a blocked POP: the router must not hear of it. */
  let swallow: (() => void) | null = null;
  let latest = 0;
  let current: Path = inner.location;

  /** Waits for the route's code, then makes the navigation unless a newer one came meanwhile. */
  function load(to: Path, apply: () => void): void {
    const id = ++latest;
    const loading = prepare(to);
    if (!loading) return apply();
    void loading.then(() => id === latest && apply());
  }

  /** Asks `b`'s question and runs `leave` on 'yes'; one question at a time: a navigation tried while it is on screen is dropped. */
  function ask(b: Blocker, leave: () => void): void {
    if (asking) return;
    asking = true;
    void b.ask().then((yes) => {
      asking = false;
      if (yes) leave();
    });
  }

  /** A link, `navigate()` or a redirect: made at once, after the question, or not at all. */
  function change(action: 'PUSH' | 'REPLACE', to: To, state: unknown): void {
    // Encoded as the address will be ('é' → '%C3%A9'), to compare with the location shown.
    const target = inner.encodeLocation({
      pathname: current.pathname,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? parsePath(to) : to),
    });
    const apply = () => (action === 'PUSH' ? inner.push(to, state) : inner.replace(to, state));
    const b = blocker();
    if (!b || !b.when({ action, from: current, to: target })) return load(target, apply);
    ask(b, () => load(target, apply));
  }

  /** The browser moved in its history (Back, Forward, `go(n)`). */
  function popped(update: Update, deliver: () => void): void {
    const { location, delta } = update;
    const b = blocker();
    const asked = !pass && b && delta != null && b.when({ action: 'POP', from: current, to: location });
    pass = false;
    if (!asked) return load(location, deliver);
    const undone = new Promise<void>((resolve) => (swallow = resolve));
    inner.go(-delta);
    // The redo waits for the undo to land (the browser's popstate comes later).
    ask(
      b,
      () =>
        void undone.then(() => {
          pass = true;
          inner.go(delta);
        }),
    );
  }

  return {
    get action() {
      return inner.action;
    },
    get location(): Location {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go: (delta) => inner.go(delta),
    listen(listener: Listener) {
      return inner.listen((update) => {
        const deliver = () => {
          current = update.location;
          listener(update);
        };
        if (update.action !== 'POP') return deliver();
        if (swallow) {
          const landed = swallow;
          swallow = null;
          return landed();
        }
        popped(update, deliver);
      });
    },
    block(b: Blocker) {
      const entry = { blocker: b };
      blockers.push(entry);
      return () => {
        const i = blockers.indexOf(entry);
        if (i >= 0) blockers.splice(i, 1);
      };
    },
  };
}
