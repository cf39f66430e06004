// A list that only puts on the page the rows in view (plus a margin), so 10,000 clips scroll like 50.
// Rows have one fixed height (library.css `--row-height`); the spacer's height stands for the whole list.
// Keyboard: ↑/↓ move between rows, Home/End jump, PageUp/PageDown move a screen, Enter opens (handled by the row).

/** Rows rendered above and below the visible ones, so fast scrolling does not show blank space. */
const OVERSCAN_ROWS = 8;

export interface RowRenderer<T> {
  /** Builds the row element for `item` (an <li>); `index` is its position in the whole list. */
  render(item: T, index: number): HTMLLIElement;
  /** The element inside a row that takes focus (the title button). */
  focusTarget(row: HTMLLIElement): HTMLElement | null;
}

export class VirtualList<T> {
  private items: readonly T[] = [];
  private first = 0;
  private last = -1;
  private readonly spacer: HTMLElement;
  private readonly rows: HTMLUListElement;
  private rowHeight = 0;
  private frame = 0;

  constructor(
    private readonly viewport: HTMLElement,
    private readonly renderer: RowRenderer<T>,
  ) {
    this.spacer = viewport.querySelector('.spacer')!;
    this.rows = viewport.querySelector('.rows')!;
    viewport.addEventListener('scroll', () => this.schedule(), { passive: true });
    new ResizeObserver(() => this.schedule()).observe(viewport);
    viewport.addEventListener('keydown', (event) => this.onKey(event));
  }

  get length(): number {
    return this.items.length;
  }

  /** Replaces the items; keeps the scroll position unless `toTop`. */
  setItems(items: readonly T[], toTop = false): void {
    this.items = items;
    if (toTop) this.viewport.scrollTop = 0;
    this.spacer.style.height = `${items.length * this.measureRow()}px`;
    this.last = -1;
    this.draw(true);
  }

  /** Re-renders the rows on screen (after an edit or a selection change). */
  refresh(): void {
    this.draw(true);
  }

  /** Scrolls row `index` into view, renders it and focuses it. */
  focusRow(index: number): void {
    if (this.items.length === 0) return;
    const target = Math.max(0, Math.min(this.items.length - 1, index));
    const height = this.measureRow();
    const top = target * height;
    if (top < this.viewport.scrollTop) this.viewport.scrollTop = top;
    else if (top + height > this.viewport.scrollTop + this.viewport.clientHeight) this.viewport.scrollTop = top + height - this.viewport.clientHeight;
    this.draw(false);
    const row = this.rows.querySelector<HTMLLIElement>(`li[data-index="${target}"]`);
    if (row) this.renderer.focusTarget(row)?.focus({ preventScroll: true });
  }

  private measureRow(): number {
    if (!this.rowHeight) {
      const value = getComputedStyle(this.viewport).getPropertyValue('--row-height');
      this.rowHeight = Number.parseFloat(value) || 92;
    }
    return this.rowHeight;
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw(false);
    });
  }

  private draw(force: boolean): void {
    const height = this.measureRow();
    const viewHeight = this.viewport.clientHeight || 800;
    const first = Math.max(0, Math.floor(this.viewport.scrollTop / height) - OVERSCAN_ROWS);
    const last = Math.min(this.items.length - 1, Math.ceil((this.viewport.scrollTop + viewHeight) / height) + OVERSCAN_ROWS);
    if (!force && first === this.first && last === this.last) return;
    // Keep focus on the same row across a redraw (keyboard users scroll by moving focus).
    const focusedIndex = this.rows.contains(document.activeElement) ? Number(document.activeElement?.closest('li')?.dataset.index) : Number.NaN;
    this.first = first;
    this.last = last;
    const fragment = document.createDocumentFragment();
    for (let index = first; index <= last; index += 1) {
      const row = this.renderer.render(this.items[index]!, index);
      row.dataset.index = String(index);
      row.setAttribute('aria-posinset', String(index + 1));
      row.setAttribute('aria-setsize', String(this.items.length));
      fragment.append(row);
    }
    this.rows.style.transform = `translateY(${first * height}px)`;
    this.rows.replaceChildren(fragment);
    if (!Number.isNaN(focusedIndex)) {
      const row = this.rows.querySelector<HTMLLIElement>(`li[data-index="${focusedIndex}"]`);
      if (row) this.renderer.focusTarget(row)?.focus({ preventScroll: true });
    }
  }

  private currentIndex(): number {
    const row = document.activeElement?.closest<HTMLLIElement>('li[data-index]');
    return row && this.rows.contains(row) ? Number(row.dataset.index) : -1;
  }

  private onKey(event: KeyboardEvent): void {
    if ((event.target as HTMLElement).matches('input[type="text"], input[type="search"]')) return;
    const current = this.currentIndex();
    const page = Math.max(1, Math.floor(this.viewport.clientHeight / this.measureRow()) - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: this.items.length - 1,
      PageDown: current + page,
      PageUp: current - page,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.focusRow(Math.max(0, moves[event.key]!));
  }
}
