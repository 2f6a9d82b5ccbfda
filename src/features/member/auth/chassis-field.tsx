/** Chassis number with 'CEK NOMOR RANGKA': old member (green) or new member (red) notice. */
import { observer } from 'mobx-react-lite';
import { BRAND } from '../../../../domain/brand';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import type { ChassisCheckState, RegisterForm } from './auth-forms';
import styles from './auth-modal.module.css';

/** The notices of the spec's chassis check. */
export const CHASSIS_TEXT = {
  valid: `Anda Adalah Member Lama ${BRAND.productTitle}`,
  invalid: `Anda Adalah Member Baru ${BRAND.productTitle}`,
} as const;

interface ChassisFieldProps {
  form: RegisterForm;
  check: ChassisCheckState;
  onCheck: () => void;
}

/** The chassis field, its check button (spinner while checking) and the verdict. */
export const ChassisField = observer(function ChassisField({ form, check, onCheck }: ChassisFieldProps) {
  const status = form.text('no_rangka_status');
  const noRangka = form.text('no_rangka');
  return (
    <div className={styles.chassis}>
      <div className={styles.chassisRow}>
        <TextField
          label="Nomor Rangka (opsional)"
          name="no_rangka"
          value={noRangka}
          onChange={(value) => {
            form.set('no_rangka', value.toUpperCase());
            form.fill({ no_rangka_status: '' });
          }}
          autoComplete="off"
          maxLength={64}
        />
        <Button variant="dark" className={styles.chassisButton} onClick={onCheck} disabled={!noRangka.trim() || check.isChecking} aria-busy={check.isChecking || undefined}>
          {check.isChecking ? <Spinner label="Memeriksa nomor rangka..." /> : 'CEK NOMOR RANGKA'}
        </Button>
      </div>
      {status === 'valid' ? <Alert kind="success">{CHASSIS_TEXT.valid}</Alert> : null}
      {status === 'not valid' ? <Alert kind="danger">{CHASSIS_TEXT.invalid}</Alert> : null}
    </div>
  );
});
