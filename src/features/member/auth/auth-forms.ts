/** The three account forms, kept while their modals switch and close, so nothing typed is lost. */
import { makeAutoObservable } from 'mobx';
import { LoginDto, RegisterDto, ResetPasswordDto } from '../../../../domain/forms/member';
import { FormStore } from '../../../stores/form/form-store';

/** Empty login form. */
export const EMPTY_LOGIN = { email: '', password: '' };
/** Empty reset form. */
export const EMPTY_RESET = { email: '' };
/** Empty register form (consents as 'accepted' or ''). */
export const EMPTY_REGISTER = {
  name: '', email: '', phone: '', birth: '', gender: '', province: '', province_name: '', city: '', city_name: '', address: '',
  no_rangka: '', no_rangka_status: '', password: '', confirm_password: '', cek_list_agree: '', cek_list_penawaran: '',
};

/** The chassis check's in-flight flag (its outcome is the register form's no_rangka_status). */
export class ChassisCheckState {
  isChecking = false;

  constructor() {
    makeAutoObservable(this);
  }

  setChecking(checking: boolean): void {
    this.isChecking = checking;
  }
}

/** Fresh forms for the modal host. */
export function createAuthForms() {
  return {
    login: new FormStore(LoginDto, { initial: EMPTY_LOGIN }),
    reset: new FormStore(ResetPasswordDto, { initial: EMPTY_RESET }),
    register: new FormStore(RegisterDto, { initial: EMPTY_REGISTER }),
    chassis: new ChassisCheckState(),
  };
}

/** The forms of one modal host. */
export type AuthForms = ReturnType<typeof createAuthForms>;
/** The register form state. */
export type RegisterForm = AuthForms['register'];
