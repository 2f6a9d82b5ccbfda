/**
 * One collection's list: search, sort and the collection's own filter (a model's types) in the
 * address, the rows of the page with their columns, pages, 'Tambah', and per row Ubah and Hapus
 * (with a confirmation; the server's refusal shown when something still uses the record).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ContentListQuery, ContentRecord } from '../../../../domain/api';
import { isContentCollection, type CollectionDescription, type ContentCollection } from '../../../../domain/content/collections';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { contentCall } from '../../data/staff-content';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { staffSession } from '../../session/staff-session-store';
import { useStores } from '../../../stores/stores-context';
import { Button, ButtonLink } from '../../../ui/button';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';
import { QueryState } from '../../../ui/query-state';
import { Skeleton } from '../../../ui/skeleton';
import { LastSync } from '../../components/last-sync';
import ui from '../../components/staff-ui.module.css';
import { ConfirmDelete } from '../confirm-delete';
import { afterContentWrite, recordTitle, useChoices, useContentList } from '../content-reads';
import { NotContentRole, useContentRole } from '../content-role';
import styles from '../content.module.css';
import { ListCell } from './list-cell';
import { parseListQuery } from './list-filter';
import { ListToolbar } from './list-toolbar';

/** The collection of the address, or null. */
function useCollection(): ContentCollection | null {
  const name = useParams().collection ?? '';
  return isContentCollection(name) ? name : null;
}

/** The select field whose names a list shows (and filters on): a type's model, a news item's category. */
const selectField = (description: CollectionDescription) =>
  description.fields.find((f) => f.kind === 'select' && (description.list_fields.includes(f.name) || description.filter_fields.includes(f.name)));

function useColumns(description: CollectionDescription, onDelete: (record: ContentRecord) => void): Array<DataColumn<ContentRecord>> {
  const select = selectField(description);
  const { choices } = useChoices(select?.collection);
  const { name } = description;
  return [
    ...description.list_fields.map((field): DataColumn<ContentRecord> => {
      const spec = description.fields.find((f) => f.name === field);
      const label = spec?.label ?? field;
      if (field === description.title_field) {
        return {
          label,
          render: (r) => (
            <span className={styles.rowTitle}><Link to={paths.staffContentRecord.getHref(name, r.id)}>{recordTitle(name, r)}</Link></span>
          ),
        };
      }
      return { label, render: (r) => (spec ? <ListCell field={spec} record={r} choices={select?.name === field ? choices : []} /> : String(r[field] ?? '-')) };
    }),
    {
      label: 'Aksi',
      render: (r) => (
        <span className={styles.actions}>
          <ButtonLink size="small" variant="light" to={paths.staffContentRecord.getHref(name, r.id)} aria-label={`Ubah ${recordTitle(name, r)}`}>Ubah</ButtonLink>
          {description.can_delete ? (
            <Button size="small" variant="ghost" onClick={() => onDelete(r)} aria-label={`Hapus ${recordTitle(name, r)}`}>Hapus</Button>
          ) : null}
        </span>
      ),
    },
  ];
}

/** Route component of /staff/content/:collection. */
const CollectionScreen = observer(function CollectionScreen() {
  const collection = useCollection();
  const allowed = useContentRole();
  const description = collection ? COLLECTIONS[collection] : null;
  useDocumentTitle(description?.label ?? 'Konten');
  if (!allowed) return <NotContentRole />;
  if (!description) return <p className={ui.empty}>Koleksi konten ini tidak ada.</p>;
  return <CollectionList key={description.name} description={description} />;
});

const CollectionList = observer(function CollectionList({ description }: { description: CollectionDescription }) {
  const { ui: uiStore } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = parseListQuery(description, params);
  const list = useContentList(description.name, query);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  const columns = useColumns(description, setDeleting);
  const { name } = description;
  const apply = (next: ContentListQuery) => navigate(paths.staffCollection.getHref(name, { ...next }));
  const remove = async (record: ContentRecord) => {
    await contentCall('DELETE content/:collection/:id', staffSession().token ?? '', { params: { collection: name, id: record.id } });
  };
  return (
    <>
      <div className={ui.head}>
        <div>
          <p className={ui.muted} style={{ margin: 0 }}><Link to={paths.staffContent.getHref()}>Konten</Link></p>
          <h1>{description.label}</h1>
          <LastSync fetchedAt={list.fetchedAt} error={list.error} isFetching={list.isFetching} />
        </div>
        {description.can_create ? (
          <div className={ui.headActions}>
            <ButtonLink size="small" to={paths.staffContentRecord.getHref(name)}>Tambah {description.singular}</ButtonLink>
          </div>
        ) : null}
      </div>
      <ListToolbar description={description} query={query} onApply={apply} />
      <QueryState query={list} skeleton={<Skeleton height={320} />} empty={query.q ? 'Tidak ada data untuk pencarian ini.' : 'Belum ada data.'} isEmpty={(p) => p.items.length === 0}>
        {(page) => (
          <>
            <p className={styles.total}>{page.meta.total} data{page.meta.total > page.meta.per_page ? `, halaman ${page.meta.page}` : ''}</p>
            <DataTable caption={description.label} rows={page.items} columns={columns} rowKey={(r) => r.id} />
            {page.meta.total <= page.meta.per_page ? null : (
              <Pagination label={`Halaman ${description.label}`} hrefOf={(p) => paths.staffCollection.getHref(name, { ...query, page: p > 1 ? p : undefined })}
                meta={{ total: page.meta.total, per_page: page.meta.per_page, current_page: page.meta.page }} />
            )}
          </>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDelete what={`${description.singular} ${recordTitle(name, deleting)}`} onClose={() => setDeleting(null)} onDelete={() => remove(deleting)}
          onDone={() => {
            uiStore.showToast('success', `${description.singular} ${recordTitle(name, deleting)} dihapus`);
            setDeleting(null);
            afterContentWrite();
            list.refetch();
          }} />
      ) : null}
    </>
  );
});

export default CollectionScreen;
