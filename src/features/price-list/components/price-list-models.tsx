/** The models of one price-list category: picture, name and a table of type and price (struck OTR beside the discount price). */
import type { PriceListCategory } from '../../../../domain/api';
import { carPrice } from '../../../../domain/price';
import { paths } from '../../../lib/paths';
import { CarPrice } from '../../../ui/car-price';
import { Image } from '../../../ui/image';
import { Link } from 'react-router-dom';
import styles from './price-list-models.module.css';

type PriceModel = NonNullable<PriceListCategory['model']>[number];

/** The model tables of one category. */
export function PriceListModels({ models }: { models: PriceModel[] }) {
  return (
    <div className={styles.list}>
      {models.map((m) => (
        <article key={m.car_seo || m.model_name} className={styles.model} aria-labelledby={`price-${m.car_seo}`}>
          <div className={styles.head}>
            <Image src={m.model_image} alt="" width={800} height={450} className={styles.image} />
            <div>
              <h2 id={`price-${m.car_seo}`} className={styles.name}>
                Toyota {m.model_name}
              </h2>
              {m.car_seo ? (
                <Link to={paths.carDetail.getHref(m.car_seo)} className={styles.more}>
                  Lihat detail mobil
                </Link>
              ) : null}
            </div>
          </div>
          <table className={styles.table}>
            <caption className="visually-hidden">Harga Toyota {m.model_name}</caption>
            <thead>
              <tr>
                <th scope="col">Tipe</th>
                <th scope="col" className={styles.priceCol}>
                  Harga Mulai (OTR)
                </th>
              </tr>
            </thead>
            <tbody>
              {m.pricelist.map((p) => (
                <tr key={p.car_type}>
                  <th scope="row">{p.car_type}</th>
                  <td className={styles.priceCol}><CarPrice price={carPrice(p.price_otr, p.price_disc)} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </div>
  );
}
