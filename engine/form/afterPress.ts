/**
 * Runs a callback now, or — while a mouse button or finger is down — once that press has ended
 * and its click was delivered.
 *
 * Why: leaving a field shows its error under it, which pushes what follows down. When the field
 * is left by pressing a button below it ('Pesquisar', 'Salvar'), the button moved between the
 * press and the release, the release landed elsewhere and the click never happened: the first
 * press of a form with an error did nothing. Showing the error after the click keeps the button
 * where the press found it.
 */
let pressed = false;
let installed = false;

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => (pressed = false);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

export function afterPress(run: () => void): void {
  install();
  if (!pressed) return run();
  // The click follows pointerup in the same task; a timer starts after both.
  let done = false;
  const later = () => {
    if (done) return;
    done = true;
    setTimeout(run, 0);
  };
  window.addEventListener('pointerup', later, { capture: true, once: true });
  window.addEventListener('pointercancel', later, { capture: true, once: true });
}

install();
