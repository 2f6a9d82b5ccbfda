/** A rupiah amount ('Rp 180.900.000'); `struck` shows a former price. */
import { formatRupiah } from '../../domain/money';

interface MoneyProps {
  value: number | null | undefined;
  struck?: boolean;
  className?: string;
}

export function Money({ value, struck = false, className }: MoneyProps) {
  const text = formatRupiah(value);
  return struck ? (
    <s className={className}>
      <span className="visually-hidden">Harga normal </span>
      {text}
    </s>
  ) : (
    <span className={className}>{text}</span>
  );
}
