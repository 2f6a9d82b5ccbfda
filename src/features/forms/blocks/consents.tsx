/** The consent note and the two policy checkboxes of the booking forms. */
import { observer } from 'mobx-react-lite';
import { BRAND } from '../../../../domain/brand';
import { INFO_PAGES, paths } from '../../../lib/paths';
import { FormCheckbox } from '../../../ui/form-fields';
import type { FormStore } from '../../../stores/form/form-store';
import styles from '../forms.module.css';

/** A link to the privacy policy, in a new tab. */
export function PrivacyLink({ children = 'Kebijakan Privasi' }: { children?: string }) {
  return (
    <a href={paths.info.getHref(INFO_PAGES.privacy)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

interface ConsentsProps {
  form: FormStore;
  fields: readonly [string, string];
  note?: string;
}

/** A consent note and two policy checkboxes bound to `fields`. */
export const Consents = observer(function Consents({ form, fields, note }: ConsentsProps) {
  return (
    <div className={styles.consents}>
      <p className={styles.note}>
        {note ?? `Data yang Anda kirimkan hanya digunakan oleh ${BRAND.name} untuk memproses permintaan ini dan menghubungi Anda.`}
      </p>
      <FormCheckbox form={form} field={fields[0]}>
        Saya telah membaca dan menyetujui <PrivacyLink /> {BRAND.name}.
      </FormCheckbox>
      <FormCheckbox form={form} field={fields[1]}>
        Saya bersedia dihubungi oleh {BRAND.name} melalui telepon, email atau WhatsApp terkait permintaan ini.
      </FormCheckbox>
    </div>
  );
});
