/**
 * /showroom: the attract loop of a showroom tablet (the line-up, one model after another, until
 * someone touches the screen) and, for a signed-in sales person, switching showroom mode on.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { formatRupiah } from '../../../domain/money';
import type { ModelCard } from '../../../domain/api';
import { modelsOf, useVehicles } from '../../data/repositories/vehicles';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { showroom } from '../../stores/showroom/showroom-store';
import { ShowroomSetup } from './showroom-setup';
import styles from './attract-screen.module.css';

/** How long each model stays on screen. */
const SLIDE_MS = 6000;

const AttractScreen = observer(function AttractScreen() {
  useDocumentTitle('Showroom');
  const store = showroom();
  const navigate = useNavigate();
  const { data } = useVehicles();
  const lineup: ModelCard[] = (data ?? []).flatMap(modelsOf);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (lineup.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % lineup.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [lineup.length]);
  useEffect(() => {
    void store.restore();
  }, [store]);

  if (!store.active) return <ShowroomSetup />;
  const model = lineup.length ? lineup[index % lineup.length] : null;
  return (
    <div className={styles.screen}>
      <button type="button" className={styles.stage} onClick={() => navigate(paths.home.getHref())} aria-label="Sentuh untuk mulai">
        {model ? (
          <span key={model.car_seo} className={styles.slide}>
            <span className={styles.category}>{model.car_category}</span>
            <span className={styles.name}>Toyota {model.name}</span>
            <img className={styles.car} src={model.image} alt="" width={800} height={450} />
            <span className={styles.price}>Mulai dari {formatRupiah(model.harga_mulai)}</span>
          </span>
        ) : null}
        <span className={styles.cta}>Sentuh layar untuk mulai</span>
      </button>
      {model ? (
        <div className={styles.corner}>
          <button type="button" className={styles.present} onClick={() => navigate(paths.showroomPresentation.getHref(model.car_seo))}>
            Presentasi {model.name}
          </button>
        </div>
      ) : null}
      <ol className={styles.dots} aria-hidden="true">
        {lineup.map((m, i) => <li key={m.car_seo} className={i === index % lineup.length ? styles.dotOn : styles.dot} />)}
      </ol>
    </div>
  );
});

export default AttractScreen;
