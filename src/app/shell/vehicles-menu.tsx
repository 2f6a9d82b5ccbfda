/** The VEHICLES menu body: a tab per category (first active) and its model cards. */
import { useState } from 'react';
import { modelsOf, useVehicles } from '../../data/repositories/vehicles';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { VehicleCard } from './vehicle-card';
import styles from './vehicles-menu.module.css';

interface MenuProps { compact?: boolean; idPrefix: string }

/** The menu with its own query of the catalogue (the phone drawer). */
export function VehiclesMenu(props: MenuProps) {
  return <VehiclesMenuOf vehicles={useVehicles()} {...props} />;
}

/**
 * The menu drawn from a query held by its caller: the header keeps the catalogue's query for the
 * page's life, so opening the mega menu starts no query of its own (no mirror read, no request, no
 * progress bar, no second render when the answer comes) in the click (issue 35.3).
 */
export function VehiclesMenuOf({ vehicles, compact = false, idPrefix }: MenuProps & { vehicles: Pick<ReturnType<typeof useVehicles>, 'data' | 'isLoading'> }) {
  const { data: categories, isLoading } = vehicles;
  const [chosen, setChosen] = useState<number | null>(null);

  if (!categories || categories.length === 0) {
    if (!isLoading) return <p className={styles.empty}>Not Found Items</p>;
    return (
      <div className={[styles.skeletons, compact && styles.compact].filter(Boolean).join(' ')} aria-busy="true">
        {Array.from({ length: compact ? 3 : 4 }, (_, i) => (
          <Skeleton key={i} height={compact ? 80 : 240} />
        ))}
      </div>
    );
  }

  const active = categories.find((c) => c.category_id === chosen) ?? categories[0];
  const models = modelsOf(active);
  return (
    <div>
      <Tabs
        idPrefix={idPrefix}
        label="Kategori kendaraan"
        look="pills"
        items={categories.map((c) => ({ id: c.category_id, label: c.category_name }))}
        activeId={active.category_id}
        onChange={(id) => setChosen(Number(id))}
      />
      <div {...tabPanelProps(idPrefix, active.category_id)}>
        {models.length === 0 ? (
          <p className={styles.empty}>Not Found Items</p>
        ) : (
          <div className={compact ? styles.list : styles.grid}>
            {models.map((m) => (
              <VehicleCard key={m.car_model_id} model={m} compact={compact} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
