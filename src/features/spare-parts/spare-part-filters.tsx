/** The search box and the category filter (radio pills) of the spare-parts list. */
import { useId } from 'react';
import type { SparePartFilter } from './spare-parts-repository';
import { Icon } from '../../ui/icons';
import { FILTER_OPTIONS, SEARCH_MAX_LENGTH } from './spare-part-query';
import fieldStyles from '../../ui/field.module.css';
import styles from './spare-parts.module.css';

interface SparePartFiltersProps {
  text: string;
  onText: (text: string) => void;
  filter: SparePartFilter;
  onFilter: (filter: SparePartFilter) => void;
}

/** Typing and choosing a category both reload the list (the text after a short pause). */
export function SparePartFilters({ text, onText, filter, onFilter }: SparePartFiltersProps) {
  const id = useId();
  return (
    <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          Cari produk
        </label>
        <div className={styles.searchControl}>
          <Icon name="search" size={20} className={styles.searchIcon} />
          <input
            id={`${id}-q`}
            type="search"
            className={`${fieldStyles.box} ${styles.input}`}
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Contoh: oli, filter, wiper"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => onText(e.target.value)}
          />
        </div>
      </div>
      <fieldset className={styles.categories}>
        <legend className={styles.label}>Kategori</legend>
        <div className={styles.pills}>
          {FILTER_OPTIONS.map((option) => (
            <label key={option.value || 'all'} className={styles.pill}>
              <input type="radio" name={`${id}-filter`} value={option.value} checked={filter === option.value} onChange={() => onFilter(option.value)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
