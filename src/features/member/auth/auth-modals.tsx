/** Hosts the login, reset and register modals: the one the ui store names is on screen. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../stores/stores-context';
import { useAuthActions } from './auth-actions';
import { createAuthForms } from './auth-forms';
import { LoginModal } from './login-modal';
import { RegisterModal } from './register-modal';
import { ResetModal } from './reset-modal';

/** Mounted once in the header; opened with `ui.openAuthModal('login' | 'register' | 'reset')`. */
export const AuthModals = observer(function AuthModals() {
  const { ui } = useStores();
  const [forms] = useState(createAuthForms);
  const actions = useAuthActions(forms);
  const close = () => ui.closeAuthModal();
  const switchTo = (modal: Parameters<typeof ui.openAuthModal>[0]) => ui.openAuthModal(modal);

  switch (ui.authModal) {
    case 'login':
      return <LoginModal form={forms.login} onSubmit={actions.login} onSwitch={switchTo} onClose={close} />;
    case 'reset':
      return <ResetModal form={forms.reset} onSubmit={actions.requestReset} onSwitch={switchTo} onClose={close} />;
    case 'register':
      return <RegisterModal forms={forms} onSubmit={actions.register} onCheckChassis={actions.checkChassis} onSwitch={switchTo} onClose={close} />;
    default:
      return null;
  }
});
