/** The member's photo (fetched with the token, shown from a blob URL) or their initial. */
import { observer } from 'mobx-react-lite';
import { useMemberPhoto, useObjectUrl } from '../../../data/repositories/member-photo';
import { useMemberAuth } from '../session/use-member';
import styles from './member-avatar.module.css';

interface MemberAvatarProps {
  name: string;
  hasPhoto: boolean;
  size?: number;
}

/** A round photo, or the initial while there is none. */
export const MemberAvatar = observer(function MemberAvatar({ name, hasPhoto, size = 56 }: MemberAvatarProps) {
  const member = useMemberAuth();
  const photo = useMemberPhoto(member, hasPhoto);
  const url = useObjectUrl(photo.data);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (url) return <img className={styles.avatar} src={url} alt={`Foto profil ${name}`} width={size} height={size} style={style} />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
});
