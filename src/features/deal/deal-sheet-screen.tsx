/**
 * The shared deal sheet /deal/:id (issue 34): the car, its price and discount, the trade-in estimate,
 * the partner's TDP and instalment line by line, the booking fee, the pre-qualification, and the
 * actions (continue into the order wizard filled in, share on WhatsApp, print A4). Server-rendered
 * with Open Graph tags (src/app/ssr/page-head.ts); no personal data is on it.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DealView } from '../../../domain/deal';
import { CONDITION_LABELS } from '../../../domain/tradein-estimate';
import { INSURANCE_LABELS } from '../../../domain/credit';
import { ACCESSORY_BILLING_LABELS } from '../../../domain/accessories';
import { formatDateId as formatDate, formatNumberId } from '../../../domain/money';
import { useDeal } from '../../data/repositories/deal';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Button, ButtonExternal, ButtonLink } from '../../ui/button';
import { Image } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { Money } from '../../ui/money';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { whatsappShareUrl, dealTitle, dealSummary } from './deal-text';
import styles from './deal.module.css';

function Row({ label, value, strong, note }: { label: string; value: number; strong?: boolean; note?: string }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt>{label}{note ? <small className={styles.note}>{note}</small> : null}</dt>
      <dd>{value < 0 ? <>−<Money value={-value} /></> : <Money value={value} />}</dd>
    </div>
  );
}

/** The sheet of a loaded deal. */
export function DealSheet({ deal, origin }: { deal: DealView; origin: string }) {
  const { totals, prequalification } = deal;
  const { car, credit, trade_in: tradeIn, accessories, purchase } = totals;
  const orderHref = `${paths.order.getHref({
    category: car.category_id, model: car.car_model_id, transmission: car.transmission as 'AT' | 'MT', type: car.car_type_id, colour: car.color_id,
    payment: totals.payment_type, dp: credit?.dp, tenor: credit?.tenor,
    // The sheet's partner and its terms: the order computes that partner's instalment (issue 34).
    partner: credit?.partner_id || undefined, scheme: credit?.scheme, insurance: credit?.insurance, region: credit?.region,
  })}${accessories.in_totals && accessories.ids.length ? `&aksesori=${accessories.ids.join(',')}` : ''}`;
  const link = `${origin}${paths.deal.getHref(deal.id)}`;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="deal-title">
      <div className={styles.noPrint}><Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: 'Lembar Penawaran' }]} /></div>
      <div className={styles.sheet}>
        <header className={styles.head}>
          <div>
            <p className={styles.eyebrow}>Lembar Penawaran · berlaku s.d. {formatDate(totals.valid_until)}</p>
            <h1 id="deal-title" className={styles.title}>{dealTitle(deal)}</h1>
            <p className={styles.colour}><span className={styles.swatch} style={{ background: car.color_palette }} aria-hidden="true" />{car.color_name} · {car.transmission}</p>
            <p className={styles.kind}>{totals.payment_type === 'kredit' && credit ? `Kredit ${credit.partner_name}, ${credit.tenor} bulan, ${credit.scheme}` : 'Pembayaran tunai'}</p>
          </div>
          {car.image ? <Image src={car.image} alt={`${car.car_model_name} ${car.color_name}`} width={480} height={270} priority className={styles.picture} /> : null}
        </header>

        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="deal-price">
            <h2 id="deal-price" className={styles.h2}>Harga Mobil</h2>
            <dl className={styles.lines}>
              <Row label="Harga OTR" value={totals.otr} />
              {totals.discount > 0 ? <Row label="Diskon" value={-totals.discount} /> : null}
              <Row label="Harga setelah diskon" value={totals.price} strong />
            </dl>
            {accessories.lines.length ? (
              <>
                <h3 className={styles.h3}>Aksesori & Paket</h3>
                <dl className={styles.lines} data-testid="deal-accessories">
                  {accessories.lines.map((a) => <Row key={a.id} label={a.name} value={a.price} note={credit ? ACCESSORY_BILLING_LABELS[a.billing] : undefined} />)}
                  <Row label="Total aksesori" value={accessories.total} strong />
                  <Row label="Total mobil + aksesori" value={purchase.grand_total} strong />
                </dl>
              </>
            ) : null}
            {!accessories.in_totals && accessories.ids.length ? (
              <p className={styles.help}>{accessories.ids.length} aksesori dipilih; harganya belum termasuk dalam lembar ini dan dihitung oleh sales.</p>
            ) : null}
          </section>

          {credit ? (
            <section className={styles.card} aria-labelledby="deal-credit">
              <h2 id="deal-credit" className={styles.h2}>Total Pembayaran Pertama (TDP)</h2>
              <dl className={styles.lines}>
                {credit.breakdown.map((line) => <Row key={line.label} label={line.label} value={line.amount} />)}
                <Row label="Total TDP" value={credit.tdp} strong />
                {accessories.dp ? <Row label="Aksesori masuk TDP" value={accessories.dp} /> : null}
                {accessories.dp ? <Row label="TDP dengan aksesori" value={purchase.first_payment} strong /> : null}
              </dl>
              <div className={styles.instalment}>
                <span>Angsuran per bulan</span>
                <strong><Money value={credit.angsuran} /></strong>
                <small>{credit.instalments_after} kali · bunga flat {String(credit.flat_rate).replace('.', ',')}% per tahun · asuransi {INSURANCE_LABELS[credit.insurance]}</small>
              </div>
              <p className={styles.help}>
                Pokok hutang <Money value={credit.principal} />.
                {credit.later_premiums > 0 ? <> Asuransi tahun berikutnya <Money value={credit.later_premiums} /> dibayar saat perpanjangan.</> : null}
              </p>
            </section>
          ) : (
            <section className={styles.card} aria-labelledby="deal-cash">
              <h2 id="deal-cash" className={styles.h2}>Pembayaran Tunai</h2>
              <dl className={styles.lines}>
                {accessories.total ? <Row label="Harga mobil" value={purchase.car} /> : null}
                {accessories.total ? <Row label="Aksesori" value={accessories.total} /> : null}
                <Row label="Total harga" value={purchase.grand_total} strong />
              </dl>
            </section>
          )}

          {tradeIn ? (
            <section className={styles.card} aria-labelledby="deal-tradein">
              <h2 id="deal-tradein" className={styles.h2}>Perkiraan Trade-in</h2>
              <p className={styles.range}><Money value={tradeIn.low} /> – <Money value={tradeIn.high} /></p>
              <p className={styles.help}>{tradeIn.name}, {formatNumberId(tradeIn.km)} km, kondisi {CONDITION_LABELS[tradeIn.condition].toLowerCase()}. Berlaku s.d. {formatDate(tradeIn.valid_until)}; harga akhir setelah inspeksi.</p>
              <details className={styles.basis} open>
                <summary>Cara perkiraan dihitung</summary>
                <dl className={styles.lines}>{tradeIn.basis.map((b) => <Row key={b.label} label={b.label} value={b.amount} />)}</dl>
              </details>
            </section>
          ) : null}

          <section className={`${styles.card} ${styles.total}`} aria-labelledby="deal-total">
            <h2 id="deal-total" className={styles.h2}>Ringkasan</h2>
            <dl className={styles.lines}>
              <Row label={credit ? (accessories.dp ? 'TDP dengan aksesori' : 'TDP') : 'Total harga'} value={purchase.first_payment} />
              {purchase.paid_apart ? <Row label="Aksesori dibayar tunai terpisah" value={purchase.paid_apart} /> : null}
              {tradeIn ? <Row label="Dikurangi trade-in (batas bawah)" value={-totals.trade_in_value} /> : null}
              <Row label="Dibayar sebelum serah terima" value={purchase.to_pay} strong />
              {purchase.trade_in_surplus ? <Row label="Kelebihan nilai trade-in (bisa menambah uang muka)" value={purchase.trade_in_surplus} /> : null}
              {credit ? <Row label="Angsuran per bulan" value={totals.angsuran} /> : null}
              <Row label="Booking fee (bagian dari pembayaran)" value={totals.booking_fee} />
            </dl>
          </section>
        </div>

        {credit ? (
          <section className={styles.prequal} aria-labelledby="deal-prequal">
            <h2 id="deal-prequal" className={styles.h2}>{prequalification.title}</h2>
            <p>{prequalification.intro}</p>
            <div className={styles.columns}>
              <ul>{prequalification.checks.map((c) => <li key={c}>{c}</li>)}</ul>
              <div>
                <h3 className={styles.h3}>Dokumen yang disiapkan</h3>
                <ul>{prequalification.documents.map((d) => <li key={d}>{d}</li>)}</ul>
              </div>
            </div>
          </section>
        ) : null}
        <p className={styles.footnote}>Nomor penawaran {deal.id} · {link} · Angka dihitung server dari harga dan ketentuan mitra pembiayaan saat lembar dibuat.</p>
      </div>

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <ButtonLink to={orderHref}>Lanjutkan Pemesanan</ButtonLink>
        <ButtonExternal href={whatsappShareUrl(deal, link)} variant="success" target="_blank" rel="noopener noreferrer">Bagikan via WhatsApp</ButtonExternal>
        <Button variant="light" onClick={() => window.print()}>Cetak / PDF</Button>
      </div>
      <p className={`${styles.help} ${styles.noPrint}`}>{dealSummary(deal)}</p>
    </article>
  );
}

/** Route screen of /deal/:id. */
export default function DealSheetScreen() {
  const { id } = useParams<'id'>();
  const { data, isLoading, error, refetch } = useDeal(id ?? null);
  // The address's origin is known after hydration only (the server renders without it, the first client render too).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  useDocumentTitle(data ? dealTitle(data) : isLoading ? null : 'Penawaran Tidak Ditemukan');
  if (!data) {
    return isLoading ? (
      <LoadingRegion className={`container ${styles.page}`}>
        <Skeleton height={36} width="60%" />
        <Skeleton ratio="16 / 9" />
      </LoadingRegion>
    ) : (
      <LoadFailure error={error} notFoundTitle="Lembar penawaran tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={refetch} />
    );
  }
  return <DealSheet deal={data} origin={origin} />;
}
