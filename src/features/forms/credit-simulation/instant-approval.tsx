/** Instan Approval: e-mail, the KTP scan (JPEG, at most 2 MB) and the two consents. */
import { observer } from 'mobx-react-lite';
import { Consents } from '../blocks/consents';
import { FormJpeg, FormText } from '../../../ui/form-fields';
import type { FormStore } from '../../../stores/form/form-store';
import styles from '../forms.module.css';

/** The Instan Approval section's fields. */
export const InstantApprovalFields = observer(function InstantApprovalFields({ form }: { form: FormStore }) {
  return (
    <>
      <FormText form={form} field="email" label="Email" type="email" inputMode="email" placeholder="nama@email.com" autoComplete="email" />
      <FormJpeg form={form} field="ktp" label="Scan KTP" buttonText="Unggah KTP" hint="Format JPG, maksimal 2 MB." />
      <div className={styles.full}>
        <Consents
          form={form}
          fields={['agree1', 'agree2']}
          note="Scan KTP Anda disimpan secara rahasia dan hanya digunakan untuk proses persetujuan kredit oleh Merapi Toyota dan mitra pembiayaan."
        />
      </div>
    </>
  );
});
