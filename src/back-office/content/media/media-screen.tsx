/**
 * The media library: uploads no record points at any more (a replaced photo, an abandoned form),
 * each with its preview, size and date, and Hapus (with a confirmation). Uploading happens in the
 * record forms, where a photo gets its place at once.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { MediaItem } from '../../../../domain/api';
import { contentCall } from '../../data/staff-content';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { staffSession } from '../../session/staff-session-store';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { Image } from '../../../ui/image';
import { Pagination } from '../../../ui/pagination';
import { pageFromParam } from '../../../ui/pagination-model';
import { QueryState } from '../../../ui/query-state';
import { Skeleton } from '../../../ui/skeleton';
import { dateTime } from '../../components/format';
import { LastSync } from '../../components/last-sync';
import ui from '../../components/staff-ui.module.css';
import { ConfirmDelete } from '../confirm-delete';
import { afterContentWrite, useUnusedMedia } from '../content-reads';
import { NotContentRole, useContentRole } from '../content-role';
import styles from '../content.module.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`;

/** What a media file is, in a line: its kind, pixels and size. */
const describe = (item: MediaItem) => (item.kind === 'pdf' ? `PDF · ${kilobytes(item.bytes)}` : `Foto ${item.width}×${item.height} · ${kilobytes(item.bytes)}`);

/** Route component of /staff/media. */
const MediaScreen = observer(function MediaScreen() {
  useDocumentTitle('Media');
  const allowed = useContentRole();
  const [params] = useSearchParams();
  const page = Math.max(1, pageFromParam(params.get('page')) || 1);
  const query = useUnusedMedia(page);
  const { ui: uiStore } = useStores();
  const [removing, setRemoving] = useState<MediaItem | null>(null);
  if (!allowed) return <NotContentRole />;
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Media</h1>
          <p className={ui.muted} style={{ margin: 0 }}>Berkas yang tidak dipakai data mana pun. Foto baru diunggah dari formulir konten.</p>
          <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
        </div>
      </div>
      <QueryState query={query} skeleton={<Skeleton height={320} />} empty="Tidak ada media yang tidak terpakai." isEmpty={(p) => p.items.length === 0}>
        {(data) => (
          <>
            <p className={styles.total}>{data.meta.total} berkas tidak terpakai</p>
            <ul className={styles.mediaGrid} aria-label="Media tidak terpakai">
              {data.items.map((item) => (
                <li key={item.id} className={styles.mediaCard}>
                  {item.kind === 'pdf'
                    ? <a className={styles.pdfTile} href={item.url} target="_blank" rel="noopener noreferrer">PDF</a>
                    : <Image src={item.url} alt={`Media ${item.id.slice(0, 8)}`} width={240} height={150} sizes="240px" />}
                  <span className={styles.sub}>{describe(item)}<br />Diunggah {dateTime(item.created_at)}</span>
                  <Button size="small" variant="ghost" onClick={() => setRemoving(item)} aria-label={`Hapus media ${item.id.slice(0, 8)}`}>Hapus</Button>
                </li>
              ))}
            </ul>
            {data.meta.total <= data.meta.per_page ? null : (
              <Pagination label="Halaman media" hrefOf={(p) => `${paths.staffMedia.getHref()}${p > 1 ? `?page=${p}` : ''}`}
                meta={{ total: data.meta.total, per_page: data.meta.per_page, current_page: data.meta.page }} />
            )}
          </>
        )}
      </QueryState>
      {removing ? (
        <ConfirmDelete what={`media ${removing.id.slice(0, 8)}`} onClose={() => setRemoving(null)}
          onDelete={async () => { await contentCall('DELETE content/media/:id', staffSession().token ?? '', { params: { id: removing.id } }); }}
          onDone={() => {
            uiStore.showToast('success', 'Media dihapus');
            setRemoving(null);
            afterContentWrite();
            query.refetch();
          }} />
      ) : null}
    </>
  );
});

export default MediaScreen;
