/** A rupiah amount ('Rp 180.900.000'); `struck` shows a former amount, named for screen readers by `struckLabel`. */
import { formatRupiah } from '../../domain/money';

interface MoneyProps {
  value: number | null | undefined;
  struck?: boolean;
  /** What the struck amount was ('Sebelum promo', 'Angsuran normal'); a car's OTR is CarPrice's. */
  struckLabel?: string;
  className?: string;
}

export function Money({ value, struck = false, struckLabel = 'Sebelum promo', className }: MoneyProps) {
  const text = formatRupiah(value);
  return struck ? (
    <s className={className}>
      <span className="visually-hidden">{struckLabel} </span>
      {text}
    </s>
  ) : (
    <span className={className}>{text}</span>
  );
}
