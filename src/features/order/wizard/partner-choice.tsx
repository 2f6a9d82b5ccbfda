/**
 * Step 4, kredit: the leasing partner (issue 34). Every partner's instalment and TDP for the chosen
 * car, down payment and tenor, computed on this device by the server's kernel from the mirrored
 * terms (offline too); the dealer's default partner is chosen until the buyer picks another. The
 * scheme (ADDM/ADDB), insurance and region are the partner's terms the quote uses.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { CreditRegion, CreditScheme, InsuranceType } from '../../../../domain/credit';
import { INSURANCE_OPTIONS, REGION_OPTIONS, schemeOptions } from '../../../lib/deal/credit-options';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Money } from '../../../ui/money';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import parts from '../order.module.css';
import tiles from './tiles.module.css';
import styles from './payment.module.css';

/** The partner tiles and the terms; nothing until the partners' terms are known (the default partner then applies). */
export const PartnerChoice = observer(function PartnerChoice() {
  const { leasing } = useOrderStore();
  useEffect(() => void leasing.load(), [leasing]);
  const partners = leasing.partners;
  if (!partners) return null;
  const chosen = leasing.partner;
  const schemes = schemeOptions(chosen?.schemes);
  return (
    <section className={styles.partners} aria-labelledby="order-partner-title">
      <fieldset className={`${tiles.tiles} ${styles.partnerTiles}`}>
        <legend id="order-partner-title" className={tiles.legend}>Mitra Pembiayaan (leasing)</legend>
        {partners.map((row) => {
          const result = leasing.quoteOf(row);
          return (
            <label key={row.id} className={`${tiles.tile} ${styles.partnerTile}`}>
              <input type="radio" name="leasing_partner" value={row.id} checked={chosen?.id === row.id} onChange={() => leasing.choosePartner(row.id)} aria-describedby={`partner-${row.id}-figures`} />
              <span className={tiles.tileName}>{row.name}</span>
              {row.is_default ? <span className={styles.partnerBadge}>Mitra utama</span> : null}
              <span id={`partner-${row.id}-figures`} className={styles.partnerFigures}>
                {!result ? <span className={parts.muted}>DP min. {row.min_dp_percent}%</span> : result.ok ? (
                  <>
                    <span>Angsuran <strong data-testid="partner-angsuran"><Money value={result.quote.angsuran} /></strong>/bulan</span>
                    <span>TDP <Money value={result.quote.tdp} /></span>
                  </>
                ) : <span className={styles.partnerRefused}>{result.message}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className={styles.partnerTerms}>
        <RadioGroup legend="Skema angsuran" name="order-scheme" value={leasing.effectiveScheme} options={schemes} onChange={(v) => leasing.setTerm({ scheme: v as CreditScheme })} />
        <Select label="Asuransi" value={leasing.insurance} options={INSURANCE_OPTIONS} placeholder="Pilih asuransi" emptyText="Asuransi tidak ditemukan"
          onChange={(v) => v && leasing.setTerm({ insurance: v as InsuranceType })} />
        <Select label="Wilayah" value={leasing.region} options={REGION_OPTIONS} placeholder="Pilih wilayah" emptyText="Wilayah tidak ditemukan"
          onChange={(v) => v && leasing.setTerm({ region: v as CreditRegion })} />
      </div>
    </section>
  );
});
