/**
 * The colour the visitor picked on the car page: the swatches set it, the order links (BUY A CAR,
 * each type's 'Pesan') carry it. Observable, so only they draw again when it changes, not the page.
 */
import { makeAutoObservable } from 'mobx';

/** None until a swatch is clicked (the first colour is only shown, not chosen). */
export class ChosenColour {
  id: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  choose(id: number): void {
    this.id = id;
  }
}

/** The accessories ticked on the car page: the order link and the deal sheet carry them. */
export class ChosenAccessories {
  ids: number[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  toggle(id: number, on: boolean): void {
    this.ids = on ? [...this.ids.filter((x) => x !== id), id] : this.ids.filter((x) => x !== id);
  }
}
