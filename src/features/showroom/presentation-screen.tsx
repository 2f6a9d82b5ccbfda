/**
 * /showroom/:seo: a model presented full screen for turning the tablet toward a buyer: a large 360
 * view in the chosen colour, the colour swatches and the key figures (starting price, types,
 * transmissions, engine, dimensions), the types to pick and 'Pesan' into the order wizard with the
 * model, type and colour picked. Everything comes from the mirror, so it works offline once the
 * catalogue was downloaded (/offline).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { formatRupiah } from '../../../domain/money';
import type { CarType } from '../../../domain/api';
import { useCarDetail, useCarTypes, useExterior360 } from '../../data/repositories/car-detail';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useStores } from '../../stores/stores-context';
import { showroom } from '../../stores/showroom/showroom-store';
import { NeedsConnection } from '../../ui/needs-connection';
import { Viewer360 } from '../../ui/viewer-360';
import { useIdle } from './use-idle';
import styles from './presentation-screen.module.css';

/** The figures shown beside the car. */
function keyFigures(types: CarType[]): Array<{ label: string; value: string }> {
  if (types.length === 0) return [];
  const cheapest = Math.min(...types.map((t) => t.price));
  const spec = types[0].spesification;
  const row = (rows: Array<{ title: string; value: string }>, pattern: RegExp) => rows.find((r) => pattern.test(r.title))?.value;
  const figures = [
    { label: 'Harga mulai', value: formatRupiah(cheapest) },
    { label: 'Pilihan tipe', value: `${types.length} tipe` },
    { label: 'Transmisi', value: [...new Set(types.map((t) => (t.car_transmission === 'AT' ? 'Otomatis' : 'Manual')))].join(' & ') },
    { label: 'Mesin', value: row(spec.mesin, /kapasitas|isi silinder|cc/i) ?? row(spec.mesin, /tipe mesin/i) },
    { label: 'Panjang', value: row(spec.dimensi, /panjang/i) },
    { label: 'Kapasitas', value: row(spec.dimensi, /penumpang/i) ?? row(spec.spesifikasi, /penumpang/i) },
  ];
  return figures.filter((f): f is { label: string; value: string } => !!f.value);
}

const PresentationScreen = observer(function PresentationScreen() {
  const { seo = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useStores();
  const store = showroom();
  const detail = useCarDetail(seo);
  const types = useCarTypes(seo);
  const exterior = useExterior360(seo);
  const [colourId, setColourId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  useDocumentTitle(detail.data ? `Presentasi ${detail.data.car_model_name}` : 'Presentasi');
  useIdle(store.idleMinutes * 60_000, () => void store.endVisit(session), store.active);

  if (!detail.data) {
    return <div className={styles.screen}>{detail.isLoading ? null : <NeedsConnection onRetry={detail.refetch} />}</div>;
  }
  const car = detail.data;
  const colour = car.color.find((c) => c.color_id === colourId) ?? car.color[0];
  const frames = exterior.data?.find((e) => e.color_id === colour?.color_id);
  const frameUrls = frames ? frames.filename.map((f) => `${frames.path}${f}`) : [];
  const figures = keyFigures(types.data ?? []);
  const type = types.data?.find((t) => t.car_type_id === typeId);
  // The showroom's own wizard always (assisted mode places the order there), whatever sales site is configured.
  const orderHref = paths.order.getHref({
    category: car.category_id, model: car.car_model_id, transmission: type?.car_transmission, type: type?.car_type_id, colour: colourId ?? undefined,
  });

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{car.category_name}</p>
          <h1 className={styles.title}>Toyota {car.car_model_name}</h1>
        </div>
        <div className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>Layar Penuh</button>
          <button type="button" className={styles.tool} onClick={() => navigate(paths.carDetail.getHref(seo))}>Detail</button>
          <button type="button" className={styles.tool} onClick={() => navigate(-1)}>Tutup</button>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.stage}>
          {frameUrls.length > 0 && colour ? (
            <Viewer360 key={colour.color_id} frames={frameUrls} label={`${car.car_model_name} ${colour.color_name}`} poster={colour.image} />
          ) : colour ? (
            <img className={styles.still} src={colour.image} alt={`Toyota ${car.car_model_name} ${colour.color_name}`} width={800} height={450} />
          ) : null}
        </div>
        <aside className={styles.side}>
          <p className={styles.colourName} aria-live="polite">Warna: <strong>{colour?.color_name}</strong></p>
          <div className={styles.swatches} role="group" aria-label={`Warna ${car.car_model_name}`}>
            {car.color.map((c) => (
              <button key={c.color_id} type="button" className={styles.swatch} style={{ background: c.color_palette || c.color }}
                aria-pressed={c.color_id === colour?.color_id} aria-label={c.color_name} title={c.color_name} onClick={() => setColourId(c.color_id)} />
            ))}
          </div>
          {types.data && types.data.length > 1 ? (
            <div className={styles.types} role="group" aria-label={`Tipe ${car.car_model_name}`}>
              {types.data.map((t) => (
                <button key={t.car_type_id} type="button" className={styles.typeChip} aria-pressed={t.car_type_id === typeId}
                  onClick={() => setTypeId(t.car_type_id === typeId ? null : t.car_type_id)}>{t.car_type_name}</button>
              ))}
            </div>
          ) : null}
          <dl className={styles.figures}>
            {figures.map((f) => (
              <div key={f.label} className={styles.figure}><dt>{f.label}</dt><dd>{f.value}</dd></div>
            ))}
          </dl>
          <div className={styles.actions}>
            <Link to={orderHref} className={styles.primary}>Pesan</Link>
            <button type="button" className={styles.secondary} onClick={() => navigate(paths.testDrive.getHref({ category: car.category_id, model: car.car_model_id }))}>Test Drive</button>
            <button type="button" className={styles.secondary} onClick={() => navigate(paths.creditSimulation.getHref())}>Simulasi Kredit</button>
          </div>
        </aside>
      </div>
    </div>
  );
});

export default PresentationScreen;
