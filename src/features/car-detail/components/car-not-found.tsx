/** The screen for a car seo the catalogue does not know. */
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { NotFoundPanel } from '../../../ui/not-found-panel';

/** The 404 text of the API for an unknown car seo. */
export const CAR_NOT_FOUND_TEXT = 'Mobil tidak ditemukan';

/** 404 screen with links to Home and the price list. */
export function CarNotFound() {
  return (
    <NotFoundPanel title={CAR_NOT_FOUND_TEXT} text="Mobil yang Anda cari tidak tersedia. Lihat mobil lainnya atau temukan mobil impian Anda.">
      <ButtonLink to={paths.home.getHref()}>Home</ButtonLink>
      <ButtonLink to={paths.priceList.getHref()} variant="secondary">
        Daftar Harga
      </ButtonLink>
    </NotFoundPanel>
  );
}
