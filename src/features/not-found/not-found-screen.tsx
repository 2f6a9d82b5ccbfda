/** The screen for an address that does not exist. */
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { NotFoundPanel } from '../../ui/not-found-panel';

export default function NotFoundScreen() {
  useDocumentTitle('Halaman Tidak Ditemukan');
  return (
    <NotFoundPanel
      title="Halaman tidak ditemukan"
      text="Halaman yang Anda cari tidak tersedia atau sudah dipindahkan. Silakan kembali ke beranda atau temukan mobil impian Anda."
    >
      <ButtonLink to={paths.home.getHref()}>Kembali ke Beranda</ButtonLink>
      <ButtonLink to={paths.journey.getHref()} variant="secondary">
        Find Dream Car
      </ButtonLink>
    </NotFoundPanel>
  );
}
