/** Edit Profile: the current values to change (e-mail read-only), a new photo, the password to confirm. */
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { MemberProfile } from '../../../../domain/api';
import { GENDERS } from '../../../../domain/constants';
import { EditProfileDto } from '../../../../domain/forms/member';
import { isoDay } from '../../../../domain/money';
import { api, ApiError } from '../../../data/api-client';
import { refreshMemberProfile, type MemberAuth } from '../../../data/repositories/member';
import { useStores } from '../../../stores/stores-context';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import styles from '../auth/auth-modal.module.css';
import { bind } from '../form/bind';
import { RadioGroup, TextAreaField, TextField } from '../form/fields';
import { FormState } from '../form/form-state';
import { messageOf } from '../form/message';
import { RegionFields } from '../form/region-fields';
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
  const [form] = useState(() => new FormState(EditProfileDto, editValuesOf(profile)));

  async function tooLarge() {
    // The spec: the modal closes and the image is cleared.
    form.patch({ image: undefined });
    onClose();
    await ui.showDialog({ title: 'Oops...', text: 'File terlalu besar pilih yang lain', kind: 'error' });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.isValid || form.isSaving) return;
    form.setSaving(true);
    try {
      const saved = await api.post<MemberProfile>('updateprofile', { ...form.payload, token: member.token }, { token: member.token });
      await session.setProfile(saved);
      void refreshMemberProfile(member, saved);
      ui.showToast('success', 'Profile berhasil dirubah');
      onClose();
    } catch (error) {
      form.setSaving(false);
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
          <TextField label="Nama Lengkap" autoComplete="name" {...bind(form, 'name')} />
          <TextField label="Email" type="email" readOnly {...bind(form, 'email')} hint="Email tidak dapat diubah." />
          <div className={styles.row}>
            <TextField label="No. Telepon" type="tel" autoComplete="tel" digitsOnly maxLength={15} {...bind(form, 'phone')} />
            <TextField label="Tanggal Lahir" type="date" min="1900-01-01" max={isoDay()} {...bind(form, 'birth')} />
          </div>
          <RadioGroup label="Jenis Kelamin" options={GENDERS} {...bind(form, 'gender')} />
          <RegionFields form={form} />
          <TextAreaField label="Alamat" autoComplete="street-address" {...bind(form, 'address')} />
          <TextField label="Nomor Rangka" autoComplete="off" spellCheck={false} maxLength={64} {...bind(form, 'no_rangka')} />
          <PhotoField value={form.values.image} onChoose={(dataUrl) => form.set('image', dataUrl)} onTooLarge={() => void tooLarge()} error={form.error('image')} />
          <div className={styles.row}>
            <TextField label="Password" type="password" autoComplete="current-password" {...bind(form, 'password')} />
            <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" {...bind(form, 'confirm_password')} />
          </div>
          <SubmitButton isSaving={form.isSaving} disabled={!form.isValid} block>
            Simpan Perubahan
          </SubmitButton>
        </form>
      </div>
    </Modal>
  );
});
