/**
 * Under the privacy policy: the version in force and its date, and every earlier version, each
 * readable again as it was published (issue 29.1: consents name the version they agreed to).
 */
import { useState } from 'react';
import type { PolicyVersionText } from '../../../domain/privacy';
import { formatDateId } from '../../../domain/money';
import { fetchPolicyVersion, usePolicyVersions } from './pages-repository';
import { Button } from '../../ui/button';
import { Prose } from '../../ui/prose';
import styles from './info-page.module.css';

export function PolicyVersions() {
  const { data } = usePolicyVersions(true);
  const [open, setOpen] = useState<PolicyVersionText | null>(null);
  const [failure, setFailure] = useState('');
  if (!data?.length) return null;
  const [current, ...earlier] = data;
  const show = async (version: string) => {
    setFailure('');
    try {
      setOpen(await fetchPolicyVersion(version));
    } catch {
      setFailure('Versi ini tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.');
    }
  };
  return (
    <section className={styles.versions} aria-labelledby="policy-versions">
      <h2 id="policy-versions">Versi kebijakan</h2>
      <p>Versi {current.version}, berlaku sejak {formatDateId(current.published_at)}. Persetujuan Anda di profil mencatat versi yang Anda setujui.</p>
      {earlier.length ? (
        <ul>
          {earlier.map((v) => (
            <li key={v.version}>
              <Button size="small" variant="light" onClick={() => void show(v.version)} aria-expanded={open?.version === v.version}>
                Versi {v.version} ({formatDateId(v.published_at)})
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {open ? (
        <div className={styles.oldVersion} aria-label={`Kebijakan privasi versi ${open.version}`} role="region">
          <p className={styles.oldHead}>
            <span><strong>Versi {open.version}</strong> · tidak berlaku lagi</span>
            <Button size="small" variant="light" onClick={() => setOpen(null)}>Tutup</Button>
          </p>
          <Prose html={open.text} />
        </div>
      ) : null}
    </section>
  );
}
