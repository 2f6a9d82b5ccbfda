/** Whether the pending-submissions list is open (the pending pill opens it, the PWA host shows it). */
import { makeAutoObservable } from 'mobx';

export const outboxPanel = makeAutoObservable({ open: false, toggle(value?: boolean) { this.open = value ?? !this.open; } });
