/** The dealer's map: a button first, the Google Maps frame only after 'Tampilkan peta'. */
import { useState } from 'react';
import { useDealerPart } from '../../data/repositories/dealers';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { MapFrame } from './map-frame';
import styles from './dealers.module.css';

/** Hidden when the dealer has no map. */
export function DealerMap({ seo, name }: { seo: string; name: string }) {
  const { data } = useDealerPart('maps', seo);
  const [shown, setShown] = useState(false);
  if (!data?.maps) return null;
  return shown ? (
    <MapFrame src={data.maps} title={`Peta ${name}`} />
  ) : (
    <div className={`${styles.mapBox} ${styles.mapPlaceholder}`}>
      <Icon name="pin" size={40} />
      <p>Peta lokasi dimuat dari Google Maps saat Anda memintanya.</p>
      <Button variant="secondary" className={styles.mapButton} onClick={() => setShown(true)}>
        Tampilkan peta
      </Button>
    </div>
  );
}
