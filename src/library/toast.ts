// The one toast: a message in a live region, optionally with an Undo button, gone after a while.

/** How long a toast stays: long enough to reach Undo by keyboard (WCAG 2.2.1 asks for adjustable timing;
 * the toast also stays while it has focus). */
const TOAST_MS = 10_000;

export class Toast {
  private timer = 0;
  private undo: (() => void) | undefined;

  constructor(
    private readonly box: HTMLElement,
    private readonly text: HTMLElement,
    private readonly undoButton: HTMLButtonElement,
  ) {
    undoButton.addEventListener('click', () => {
      const action = this.undo;
      this.hide();
      action?.();
    });
    box.addEventListener('focusin', () => window.clearTimeout(this.timer));
    box.addEventListener('focusout', () => this.arm());
  }

  show(message: string, undo?: () => void): void {
    this.text.textContent = message;
    this.undo = undo;
    this.undoButton.hidden = !undo;
    this.box.hidden = false;
    this.arm();
  }

  hide(): void {
    window.clearTimeout(this.timer);
    this.box.hidden = true;
    this.undo = undefined;
  }

  private arm(): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.hide(), TOAST_MS);
  }
}
