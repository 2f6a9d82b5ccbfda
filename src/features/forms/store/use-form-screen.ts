/** The screen-level wiring every form shares: title and scroll, member prefill and lock, stored drafts, submit. */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { runInAction } from 'mobx';
import type { MemberProfile } from '../../../../domain/api';
import { openDb } from '../../../data/db';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUnsavedInput } from '../../../lib/unsaved-input';
import { useStores } from '../../../stores/stores-context';
import { useScrollToTop } from '../../../ui/use-scroll-to-top';
import type { FormStore, Values } from '../../../stores/form/form-store';
import { presentValues } from './member-identity';
import { submitThroughOutbox, type SubmitPlan } from '../../../stores/form/submit-flow';

/** Sets the title and starts at the top; the store the caller made lives as long as the screen. */
export function useScreenSetup(title: string): void {
  useDocumentTitle(title);
  useScrollToTop();
}

/** Creates a store once per mount, so leaving the screen clears the form. */
export function useScreenStore<S>(create: () => S): S {
  const [store] = useState(create);
  return store;
}

/** A form screen's start: title and scroll, its form (one per mount), a member's identity, a stored draft. */
export function useFormScreen(title: string, create: () => FormStore, locked: (p: MemberProfile) => Values, prefill?: (p: MemberProfile) => Values) {
  useScreenSetup(title);
  const form = useScreenStore(create);
  useMemberIdentity(form, locked, prefill);
  const outboxId = useOutboxDraft(form);
  return { form, outboxId };
}

/**
 * For a member: locks the fields `locked` gives (prefilled from the profile) and prefills `prefill`'s
 * editable ones; for a guest unlocks everything. Call from an observer component.
 */
export function useMemberIdentity(form: FormStore, locked: (p: MemberProfile) => Values, prefill?: (p: MemberProfile) => Values): void {
  const { session } = useStores();
  const profile = session.isLoggedIn ? session.profile : null;
  useEffect(() => {
    runInAction(() => {
      form.lock(profile ? presentValues(locked(profile)) : {});
      if (profile && prefill) {
        const empty = Object.entries(presentValues(prefill(profile))).filter(([field]) => !form.text(field));
        form.fill(Object.fromEntries(empty));
      }
    });
  }, [form, profile, locked, prefill]);
}

/**
 * `?outbox=<id>`: a refused submission opened from the pending list. Its payload fills the form and
 * its errors show; the returned id is what `resubmitForm` replaces.
 */
export function useOutboxDraft(form: FormStore, onLoaded?: (payload: Values) => void): string | null {
  const [params] = useSearchParams();
  const id = params.get('outbox');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let alive = true;
    openDb().then((db) => db.outbox.get(id)).then(
      (item) => {
        if (!alive || !item) return;
        runInAction(() => {
          form.fill(item.request.body);
          form.setServerErrors(item.errors);
        });
        onLoaded?.(item.request.body);
        setLoaded(item.id);
      },
      (error: unknown) => console.warn('[forms] could not read the stored submission', error),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoaded is read once per id on purpose
  }, [id, form]);
  return loaded;
}

/** The form's submit handler: prevents the browser's submit and runs the outbox flow. */
export function useSubmit(form: FormStore, plan: () => SubmitPlan): (event?: FormEvent) => void {
  const { ui, session } = useStores();
  const navigate = useNavigate();
  // An app update waits while this form holds what the user typed.
  useUnsavedInput(Object.values(form.touched).some(Boolean));
  return (event) => {
    event?.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return;
    }
    void submitThroughOutbox(form, plan(), { ui, session, navigate });
  };
}
