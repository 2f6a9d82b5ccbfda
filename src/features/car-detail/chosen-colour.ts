/**
 * The colour the visitor picked on the car page: the swatches set it, the order links (BUY A CAR,
 * each type's 'Pesan') carry it. Observable, so only they draw again when it changes, not the page.
 */
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * How a choice reaches the page: at once by default. The car page passes `afterHydrating` for its part
 * that waits to be hydrated (the type cards and the credit panel read both choices): the part is hydrated
 * first, with what the server drew it from, and then takes the change.
 */
export type Settle = (change: () => void) => void;
const atOnce: Settle = (change) => change();

/** None until a swatch is clicked (the first colour is only shown, not chosen). */
export class ChosenColour {
  /** What the swatches, the picture and the stock note show: at once. */
  shown: number | null = null;
  /** What the order links carry: once the parts that read it can take it (`settle`). */
  id: number | null = null;

  constructor(private readonly settle: Settle = atOnce) {
    makeAutoObservable<this, 'settle'>(this, { settle: false });
  }

  choose(id: number): void {
    this.shown = id;
    this.settle(() => runInAction(() => { this.id = id; }));
  }
}

/** The accessories ticked on the car page: the order links and the deal sheet carry them. */
export class ChosenAccessories {
  /** What the ticks, the totals and the accessories' own order link show: at once. */
  shown: number[] = [];
  /** What the credit section's comparison reads: once it can take it (`settle`). */
  ids: number[] = [];

  constructor(private readonly settle: Settle = atOnce) {
    makeAutoObservable<this, 'settle'>(this, { settle: false });
  }

  toggle(id: number, on: boolean): void {
    this.shown = toggled(this.shown, id, on);
    this.settle(() => runInAction(() => { this.ids = toggled(this.ids, id, on); }));
  }
}

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id));
