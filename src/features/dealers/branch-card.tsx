/** A branch of the chosen city: name, address, phone, WhatsApp, FIND DEALER (map on demand) and PROFILE. */
import { useState } from 'react';
import type { Branch } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { whatsappUrl } from '../../ui/whatsapp';
import { telHref } from './city-choice';
import { MapFrame } from './map-frame';
import styles from './dealers.module.css';

/** One branch; its map iframe exists only after FIND DEALER is pressed. */
export function BranchCard({ branch }: { branch: Branch }) {
  const [mapShown, setMapShown] = useState(false);
  const mapId = `map-${branch.cabang_id}`;
  return (
    <article className={styles.branch} aria-labelledby={`branch-${branch.cabang_id}`}>
      <h2 id={`branch-${branch.cabang_id}`} className={styles.branchName}>
        {branch.cabang_name}
      </h2>
      <ul className={styles.lines}>
        <li>
          <Icon name="pin" size={20} className={styles.lineIcon} />
          <span>{branch.address}</span>
        </li>
        {branch.phone ? (
          <li>
            <Icon name="phone" size={20} className={styles.lineIcon} />
            <a href={telHref(branch.phone)} className={styles.lineLink}>
              {branch.phone}
            </a>
          </li>
        ) : null}
        {branch.whatsapp ? (
          <li>
            <Icon name="whatsapp" size={20} className={styles.lineIcon} />
            <a href={whatsappUrl(branch.whatsapp)} target="_blank" rel="noopener noreferrer" className={styles.lineLink} aria-label={`WhatsApp ${branch.cabang_name}: ${branch.whatsapp}`}>
              {branch.whatsapp}
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.branchActions}>
        {branch.maps ? (
          <Button variant="secondary" onClick={() => setMapShown((v) => !v)} aria-expanded={mapShown} aria-controls={mapId}>
            <Icon name="pin" size={18} /> FIND DEALER
          </Button>
        ) : null}
        <ButtonLink to={paths.findDealerDetail.getHref(branch.seo)} variant="dark" aria-label={`PROFILE ${branch.cabang_name}`}>
          PROFILE
        </ButtonLink>
      </div>
      <div id={mapId}>{mapShown ? <MapFrame src={branch.maps} title={`Peta ${branch.cabang_name}`} /> : null}</div>
    </article>
  );
}
