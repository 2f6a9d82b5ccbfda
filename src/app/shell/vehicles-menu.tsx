/** The VEHICLES menu body: a tab per category (first active) and its model cards. */
import { useState } from 'react';
import { modelsOf, useVehicles } from '../../data/repositories/vehicles';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { VehicleCard } from './vehicle-card';
import styles from './vehicles-menu.module.css';

export function VehiclesMenu({ compact = false, idPrefix }: { compact?: boolean; idPrefix: string }) {
  const { data: categories, isLoading } = useVehicles();
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
