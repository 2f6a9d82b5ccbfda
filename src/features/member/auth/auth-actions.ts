/** What the account modals do: log in, register, ask for a reset link, check a chassis number. */
import { useNavigate } from 'react-router-dom';
import type { Channel } from '../../../../domain/constants';
import { paths } from '../../../lib/paths';
import { api, ApiError } from '../../../data/api-client';
import { useStores } from '../../../stores/stores-context';
import { messageOf } from '../form/message';
import type { AuthForms } from './auth-forms';

/** The submit handlers of the three modals, bound to the stores and the router. */
export function useAuthActions(forms: AuthForms) {
  const { ui, session } = useStores();
  const navigate = useNavigate();

  async function login(): Promise<void> {
    const form = forms.login;
    if (!form.beginSave()) return form.touchAll();
    try {
      await session.setLogin(await api.post('login', form.payload));
      form.reset();
      ui.closeAuthModal();
      ui.showToast('success', 'Anda berhasil login');
      navigate(paths.dashboardMember.getHref());
    } catch (error) {
      // The login form stays open with the e-mail kept and the spec's message shown in it; only the password is typed again.
      form.endSave();
      form.set('password', '');
      form.setMessage(messageOf(error));
    }
  }

  async function register(): Promise<void> {
    const form = forms.register;
    if (!form.beginSave()) return form.touchAll();
    try {
      const result = await api.post('register', { ...form.payload, channel: 'register' satisfies Channel });
      await session.setLogin(result.login);
      form.reset();
      ui.closeAuthModal();
      ui.showToast('success', 'Anda berhasil Registrasi');
      navigate(paths.dashboardMember.getHref());
    } catch (error) {
      form.endSave();
      if (error instanceof ApiError && error.isValidation) form.setServerErrors(error.errors);
      ui.showToast('error', messageOf(error));
    }
  }

  async function requestReset(): Promise<void> {
    const form = forms.reset;
    if (!form.beginSave()) return form.touchAll();
    try {
      await api.post('forgotpassword', form.payload);
      form.reset();
      ui.closeAuthModal();
      ui.showToast('success', 'Email Reset Password Berhasil Dikirim');
    } catch (error) {
      form.endSave();
      ui.showToast('error', messageOf(error));
    }
  }

  async function checkChassis(): Promise<void> {
    const form = forms.register;
    const noRangka = form.text('no_rangka').trim();
    if (!noRangka || forms.chassis.isChecking) return;
    forms.chassis.setChecking(true);
    try {
      const result = await api.post('cekrangka', { no_rangka: noRangka });
      // A number changed meanwhile keeps no verdict.
      if (form.text('no_rangka').trim() === noRangka) form.fill({ no_rangka_status: result === 'valid' ? 'valid' : 'not valid' });
    } catch (error) {
      ui.showToast('error', messageOf(error));
    } finally {
      forms.chassis.setChecking(false);
    }
  }

  return { login, register, requestReset, checkChassis };
}
