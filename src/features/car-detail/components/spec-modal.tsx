/** The specification of a type in a modal: DIMENSI, SPESIFIKASI MESIN and CHASSIS, each shown when it has rows. */
import type { CarType, SpecRow } from '../../../../domain/api';
import { Modal } from '../../../ui/modal';
import styles from './spec-modal.module.css';

const GROUPS = [
  { key: 'dimensi', label: 'DIMENSI' },
  { key: 'mesin', label: 'SPESIFIKASI MESIN' },
  { key: 'spesifikasi', label: 'CHASSIS' },
] as const;

interface SpecModalProps {
  modelName: string;
  type: CarType;
  onClose: () => void;
}

/** The specification of one type. */
export function SpecModal({ modelName, type, onClose }: SpecModalProps) {
  const title = `Spesifikasi ${modelName} ${type.car_type_name}`;
  const groups = GROUPS.map((g) => ({ ...g, rows: type.spesification?.[g.key] ?? [] })).filter((g) => g.rows.length > 0);
  return (
    <Modal label={title} onClose={onClose}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {groups.length === 0 ? <p className={styles.empty}>No data</p> : null}
        {groups.map((g) => (
          <SpecGroup key={g.key} label={g.label} rows={g.rows} />
        ))}
      </div>
    </Modal>
  );
}

function SpecGroup({ label, rows }: { label: string; rows: SpecRow[] }) {
  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>{label}</h3>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
