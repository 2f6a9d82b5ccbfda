/** Edit Profile: the current values to change (e-mail read-only), a new photo, the password to confirm. */
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { MemberProfile } from '../../../../domain/api';
import { EditProfileDto } from '../../../../domain/forms/member';
import { api, ApiError } from '../../../data/api-client';
import { refreshMemberProfile, type MemberAuth } from '../../../data/repositories/member';
import { useStores } from '../../../stores/stores-context';
import { FormStore } from '../../../stores/form/form-store';
import { FormText } from '../../../ui/form-fields';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import styles from '../auth/auth-modal.module.css';
import { messageOf } from '../form/message';
import { ProfileFields } from '../form/profile-fields';
import { PhotoField } from './photo-field';

/** The form's values from the profile (no password, no new photo yet). */
export function editValuesOf(p: MemberProfile) {
  return {
    name: p.full_name, email: p.member_email, phone: p.phone, birth: p.birth, gender: p.gender,
    province: p.province_id, province_name: p.province_name, city: p.city_id, city_name: p.city_name, address: p.address,
    no_rangka: p.no_rangka, password: '', confirm_password: '', image: undefined as string | undefined,
  };
}

interface EditProfileModalProps {
  member: MemberAuth;
  profile: MemberProfile;
  onClose: () => void;
}

/** The modal: saves, toasts 'Profile berhasil dirubah', closes and refetches; a failure is an error dialog. */
export const EditProfileModal = observer(function EditProfileModal({ member, profile, onClose }: EditProfileModalProps) {
  const { ui, session } = useStores();
  const [form] = useState(() => new FormStore(EditProfileDto, { initial: editValuesOf(profile) }));

  async function tooLarge() {
    // The spec: the modal closes and the image is cleared.
    form.fill({ image: undefined });
    onClose();
    await ui.showDialog({ title: 'Oops...', text: 'File terlalu besar pilih yang lain', kind: 'error' });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.beginSave()) return form.touchAll();
    try {
      const saved = await api.post('updateprofile', { ...form.payload, token: member.token }, { token: member.token });
      await session.setProfile(saved);
      void refreshMemberProfile(member, saved);
      ui.showToast('success', 'Profile berhasil dirubah');
      onClose();
    } catch (error) {
      form.endSave();
      if (error instanceof ApiError && error.isValidation) form.setServerErrors(error.errors);
      await ui.showDialog({ title: 'Profile Gagal Disimpan', text: messageOf(error), kind: 'error' });
    }
  }

  return (
    <Modal label="Edit Profile" onClose={onClose} dismissible={!form.isSaving}>
      <div className={styles.body}>
        <h2 className={styles.title}>Edit Profile</h2>
        <p className={styles.lead}>Perbarui data diri Anda. Masukkan password untuk menyimpan perubahan.</p>
        <form className={styles.form} onSubmit={save} noValidate aria-label="Form edit profile">
          <ProfileFields form={form} emailFixed />
          <FormText form={form} field="no_rangka" label="Nomor Rangka" autoComplete="off" maxLength={64} />
          <PhotoField value={form.values.image} onChoose={(dataUrl) => form.set('image', dataUrl)} onTooLarge={() => void tooLarge()} error={form.errorOf('image')} />
          <div className={styles.row}>
            <FormText form={form} field="password" label="Password" type="password" autoComplete="current-password" maxLength={128} />
            <FormText form={form} field="confirm_password" label="Konfirmasi Password" type="password" autoComplete="new-password" maxLength={128} />
          </div>
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
            Simpan Perubahan
          </SubmitButton>
        </form>
      </div>
    </Modal>
  );
});
