/**
 * Leasing partners side by side for one car, down payment and tenor (issue 34): each partner's TDP,
 * instalment and breakdown, computed on this device by the server's kernel (domain/credit.ts) from
 * the mirrored GET /api/leasing terms, so the figures are the server's, offline too. With a colour
 * (the car page) each partner can be made into a deal sheet, with the trade-in estimate kept here.
 */
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  creditQuote, termsFromRow, type CreditRegion, type CreditScheme, type InsuranceType, type LeasingTerms, type QuoteInput,
} from '../../../domain/credit';

import { isoDay } from '../../../domain/money';
import { createDeal, useLeasingPartners } from '../../data/repositories/deal';
import { paths } from '../paths';
import { useStores } from '../../stores/stores-context';
import { Button, ButtonLink } from '../../ui/button';
import { Money } from '../../ui/money';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { forgetTradeIn, savedTradeIn, type SavedTradeIn } from './deal-trade-in';
import { INSURANCE_OPTIONS, REGION_OPTIONS, schemeOptions } from './credit-options';
import styles from './partner-comparison.module.css';

interface PartnerComparisonProps {
  carTypeId: number | null;
  /** The price credit is computed on (0 while no type is chosen). */
  price: number;
  dp: number;
  tenor: number;
  /** The colour chosen (car page): deals can be built. Null: comparison only. */
  colourId?: number | null;
  /** Accessories ticked on the car page: the deal sheet prices them (server) into its totals. */
  accessoryIds?: readonly number[];
}

const SCHEMES = schemeOptions();

export const PartnerComparison = observer(function PartnerComparison({ carTypeId, price, dp, tenor, colourId, accessoryIds = [] }: PartnerComparisonProps) {
  const partners = useLeasingPartners();
  const { ui } = useStores();
  const navigate = useNavigate();
  const [scheme, setScheme] = useState<CreditScheme>('ADDM');
  const [insurance, setInsurance] = useState<InsuranceType>('all_risk');
  const [region, setRegion] = useState<CreditRegion>('jateng');
  const [building, setBuilding] = useState<number | null>(null);
  // Read after hydration: the server renders without this device's storage.
  const [tradeIn, setTradeIn] = useState<SavedTradeIn | null>(null);
  useEffect(() => setTradeIn(savedTradeIn(() => isoDay())), []);

  const buildDeal = async (partnerId: number) => {
    if (!carTypeId || !colourId) return;
    setBuilding(partnerId);
    try {
      const deal = await createDeal({
        car_type_id: carTypeId, color_id: colourId, payment_type: 'kredit', accessories: [...accessoryIds], trade_in: tradeIn?.car ?? null,
        partner_id: partnerId, tenor, uang_muka: dp, scheme, insurance, region,
      });
      navigate(paths.deal.getHref(deal.id));
    } catch (error) {
      ui.showToast('error', (error as Error).message || 'Lembar penawaran belum bisa dibuat. Coba lagi.');
    } finally {
      setBuilding(null);
    }
  };

  // The cards keep one onBuild for their life; it calls the latest buildDeal (today's trade-in, accessories, terms).
  const latestBuild = useRef(buildDeal);
  useLayoutEffect(() => { latestBuild.current = buildDeal; });
  const build = useCallback((partnerId: number) => void latestBuild.current(partnerId), []);

  // Each partner's quote is drawn from these in a later, interruptible render (useDeferredValue).
  const deferredPrice = useDeferredValue(price);
  const deferredDp = useDeferredValue(dp);
  const deferredTenor = useDeferredValue(tenor);
  const quote = useMemo<QuoteInput>(() => ({ price: deferredPrice, dp: deferredDp, tenor: deferredTenor, scheme, insurance, region }),
    [deferredPrice, deferredDp, deferredTenor, scheme, insurance, region]);
  // The partners' terms as the kernel reads them: once per answer, not per figure moved.
  const terms = useMemo(() => partners.data?.map(termsFromRow) ?? [], [partners.data]);

  if (!terms.length || !carTypeId || !(price > 0) || !(dp > 0)) return null;
  const canBuild = colourId !== undefined;
  return (
    <section className={styles.wrap} aria-labelledby="partners-title">
      <h3 id="partners-title" className={styles.title}>Bandingkan Mitra Pembiayaan</h3>
      <div className={styles.options}>
        <RadioGroup legend="Skema angsuran" name="deal-scheme" value={scheme} options={SCHEMES} onChange={(v) => setScheme(v as CreditScheme)} />
        <Select label="Asuransi" value={insurance} options={INSURANCE_OPTIONS} onChange={(v) => setInsurance((v || insurance) as InsuranceType)} placeholder="Pilih asuransi" emptyText="Asuransi tidak ditemukan" />
        <Select label="Wilayah" value={region} options={REGION_OPTIONS} onChange={(v) => setRegion((v || region) as CreditRegion)} placeholder="Pilih wilayah" emptyText="Wilayah tidak ditemukan" />
      </div>
      {/* The cards follow the figures a moment later: a slider step or a tenor picked answers first. */}
      <PartnerCards partners={terms} quote={quote} canBuild={canBuild} colourId={colourId ?? null} building={building} onBuild={build} />
      {canBuild ? (
        <p className={styles.help}>
          {!colourId ? 'Pilih warna di atas untuk membuat lembar penawaran. ' : null}
          {accessoryIds.length ? `${accessoryIds.length} aksesori pilihan Anda ikut dalam lembar. ` : null}
          {tradeIn ? (
            <>Trade-in: {tradeIn.estimate.name} {tradeIn.car.brand_year}, perkiraan <Money value={tradeIn.estimate.low} /> – <Money value={tradeIn.estimate.high} /> ikut dalam lembar. <button type="button" className={styles.link} onClick={() => { forgetTradeIn(); setTradeIn(null); }}>Hapus</button></>
          ) : <>Punya mobil lama? <ButtonLink to={paths.tradeIn.getHref()} variant="ghost" size="small">Hitung perkiraan trade-in</ButtonLink></>}
        </p>
      ) : null}
      <p className={styles.help}>Pra-kualifikasi: angka dari ketentuan mitra yang tersimpan; persetujuan akhir oleh perusahaan pembiayaan.</p>
    </section>
  );
});

interface PartnerCardsProps {
  partners: readonly LeasingTerms[];
  /** The figures and options every partner is quoted for. */
  quote: QuoteInput;
  canBuild: boolean;
  colourId: number | null;
  building: number | null;
  onBuild: (partnerId: number) => void;
}

/** One card per partner; drawn again only when a figure, an option or the build state changes. */
const PartnerCards = memo(function PartnerCards({ partners, quote, canBuild, colourId, building, onBuild }: PartnerCardsProps) {
  return (
    <ul className={styles.cards}>
      {partners.map((row) => {
        const result = creditQuote(row, {}, quote);
        return (
          <li key={row.id} className={styles.card} aria-label={row.name}>
            <div className={styles.cardHead}>
              <strong>{row.name}</strong>
              {row.is_default ? <span className={styles.badge}>Mitra utama</span> : null}
            </div>
            {result.ok ? (
              <>
                <dl className={styles.figures}>
                  <div><dt>TDP</dt><dd data-testid="tdp"><Money value={result.quote.tdp} /></dd></div>
                  <div className={styles.instalment}><dt>Angsuran/bulan</dt><dd data-testid="angsuran"><Money value={result.quote.angsuran} /></dd></div>
                </dl>
                <p className={styles.meta}>Bunga flat {String(result.quote.flat_rate).replace('.', ',')}% · {result.quote.instalments_after}x · DP min. {row.min_dp_percent}%</p>
                <details className={styles.details}>
                  <summary>Rincian TDP</summary>
                  <dl className={styles.lines}>
                    {result.quote.breakdown.map((l) => <div key={l.label}><dt>{l.label}</dt><dd><Money value={l.amount} /></dd></div>)}
                  </dl>
                </details>
                {canBuild ? (
                  <Button size="small" block disabled={!colourId || building !== null} onClick={() => onBuild(row.id)}>
                    {building === row.id ? 'Membuat...' : 'Buat Lembar Penawaran'}
                  </Button>
                ) : null}
              </>
            ) : <p className={styles.refused}>{result.message}</p>}
          </li>
        );
      })}
    </ul>
  );
});
