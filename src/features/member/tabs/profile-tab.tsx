/** Tab 2 Profile: the member's data and photo, the Edit Profile modal, 'Notifikasi' (issue 31) and 'Privasi & data' (export, deletion). */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatDateId } from '../../../../domain/money';
import { Button } from '../../../ui/button';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { InfoList } from '../components/info-list';
import { MemberAvatar } from '../components/member-avatar';
import { useProfile } from '../dashboard/use-profile';
import { useMemberAuth } from '../session/use-member';
import { EditProfileModal } from './edit-profile-modal';
import { NotificationSettingsSection } from './notification-settings';
import { PrivacySection } from './privacy-section';
import styles from './tab.module.css';
import { TabSection } from '../components/tab-section';

/** The profile and its edit button. */
export default observer(function ProfileTab() {
  const { profile } = useProfile();
  const member = useMemberAuth();
  const [editing, setEditing] = useState(false);
  return (
    <TabSection titleId="member-profile-title" title="Profile" action={(
      <Button size="small" onClick={() => setEditing(true)} disabled={!profile || !member}>
        Edit Profile
      </Button>
    )}>
      {profile ? (
        <div className={`${styles.card} ${styles.profile}`}>
          <div className={styles.photo}>
            <MemberAvatar name={profile.full_name} hasPhoto={Boolean(profile.image)} size={120} />
          </div>
          <InfoList
            rows={[
              ['Nama Lengkap', profile.full_name],
              ['Email', profile.member_email],
              ['No. Telepon', profile.phone],
              ['Tanggal Lahir', formatDateId(profile.birth)],
              ['Jenis Kelamin', profile.gender],
              ['Provinsi', profile.province_name],
              ['Kota', profile.city_name],
              ['Alamat', profile.address],
              ['Nomor Rangka', profile.no_rangka],
            ]}
          />
        </div>
      ) : (
        <LoadingRegion>
          <Skeleton height={320} />
        </LoadingRegion>
      )}
      {editing && profile && member ? <EditProfileModal member={member} profile={profile} onClose={() => setEditing(false)} /> : null}
      <NotificationSettingsSection member={member} emailVerified={profile?.email_verified !== false} />
      <PrivacySection member={member} />
    </TabSection>
  );
});
