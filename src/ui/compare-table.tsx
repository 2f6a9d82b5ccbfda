/** A comparison result: both cars (image, name, price) and collapsible spec groups with a column per car. */
import { useId, useState } from 'react';
import type { CompareResult, CompareRow } from '../../domain/api';
import { Icon } from './icons';
import { Image } from './image';
import { Money } from './money';
import styles from './compare-table.module.css';

/** One spec group with its rows. */
export interface CompareGroup { key: 'dimensi' | 'mesin' | 'chassis'; label: string; rows: CompareRow[] }

const GROUPS: ReadonlyArray<Pick<CompareGroup, 'key' | 'label'>> = [
  { key: 'dimensi', label: 'DIMENSI' },
  { key: 'mesin', label: 'SPESIFIKASI MESIN' },
  { key: 'chassis', label: 'CHASSIS' },
];

/** The groups that have entries, in the spec's order. */
export function compareGroups(result: CompareResult): CompareGroup[] {
  return GROUPS.map((g) => ({ ...g, rows: result[g.key] ?? [] })).filter((g) => g.rows.length > 0);
}

interface CompareTableProps {
  result: CompareResult;
  /** Hide the car heads (the screen shows the cars above the table already). */
  hideCars?: boolean;
}

/** The comparison: car heads and the collapsible groups. */
export function CompareTable({ result, hideCars = false }: CompareTableProps) {
  const { car } = result;
  return (
    <div className={styles.wrap}>
      {hideCars ? null : (
        <div className={styles.cars}>
          {[1, 2].map((n) => {
            const i = n as 1 | 2;
            return (
              <div key={n} className={styles.car}>
                <Image src={car[`image_${i}`]} alt="" width={800} height={450} className={styles.image} />
                <strong className={styles.name}>{car[`car_type_name_${i}`]}</strong>
                <Money value={car[`price_${i}`]} className={styles.price} />
              </div>
            );
          })}
        </div>
      )}
      {compareGroups(result).map((group) => (
        <CompareGroupPanel key={group.key} group={group} names={[car.car_type_name_1, car.car_type_name_2]} />
      ))}
    </div>
  );
}

function CompareGroupPanel({ group, names }: { group: CompareGroup; names: [string, string] }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {group.label}
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </button>
      </h3>
      <div id={id} hidden={!open}>
        <table className={styles.table}>
          <caption className="visually-hidden">{group.label}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Spesifikasi</th>
              <th scope="col">{names[0]}</th>
              <th scope="col">{names[1]}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.title}>
                <th scope="row" className={styles.rowTitle}>
                  {row.title}
                </th>
                <td className={styles.value}>{row.value_1}</td>
                <td className={styles.value}>{row.value_2}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
