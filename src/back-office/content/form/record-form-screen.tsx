/**
 * One record's form (/staff/content/:collection/:id, `baru` for a new one), built from the
 * collection's description and validated by its DTO on the form kernel: the same rules as the
 * server, whose 422 messages show on the fields. Saving needs the network; delete asks first.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ContentRecord } from '../../../../domain/api';
import { isContentCollection, type CollectionDescription } from '../../../../domain/content/collections';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { CONTENT_DTOS } from '../../../../domain/content/dto';
import { defaultsOf } from '../../../../domain/forms/validate';
import { ApiError, NETWORK_ERROR_TEXT } from '../../../data/api-client';
import { contentCall } from '../../data/staff-content';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { FormStore, type Values } from '../../../stores/form/form-store';
import { staffSession } from '../../session/staff-session-store';
import { useStores } from '../../../stores/stores-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { Skeleton } from '../../../ui/skeleton';
import { SubmitButton } from '../../../ui/submit-button';
import ui from '../../components/staff-ui.module.css';
import { ConfirmDelete } from '../confirm-delete';
import { afterContentWrite, recordTitle, useContentRecord } from '../content-reads';
import { NotContentRole, useContentRole } from '../content-role';
import { ContentFieldView, WIDE_KINDS } from '../fields/content-field';
import styles from '../content.module.css';

/** The address segment of a new record. */
const NEW = 'baru';

/** Route component of /staff/content/:collection/:id. */
const RecordFormScreen = observer(function RecordFormScreen() {
  const params = useParams();
  const allowed = useContentRole();
  const name = params.collection ?? '';
  const description = isContentCollection(name) ? COLLECTIONS[name] : null;
  const id = params.id ?? NEW;
  const isNew = id === NEW;
  const record = useContentRecord(description && !isNew ? description.name : null, isNew ? null : id);
  useDocumentTitle(description ? `${isNew ? 'Tambah' : 'Ubah'} ${description.singular}` : 'Konten');
  if (!allowed) return <NotContentRole />;
  if (!description || (isNew && !description.can_create)) return <p className={ui.empty}>Koleksi konten ini tidak ada.</p>;
  if (isNew) return <RecordForm key="new" description={description} record={null} />;
  return (
    <QueryState query={record} skeleton={<Skeleton height={480} />}>
      {(data) => <RecordForm key={`${String(data.id)}`} description={description} record={data} />}
    </QueryState>
  );
});

/** The body to send: every field the staff may write, as the DTO made it (trimmed, numbers). */
function bodyOf(description: CollectionDescription, payload: Values): Record<string, unknown> {
  return Object.fromEntries(description.fields.filter((f) => !f.readonly).map((f) => [f.name, payload[f.name]]));
}

const RecordForm = observer(function RecordForm({ description, record }: { description: CollectionDescription; record: ContentRecord | null }) {
  const { ui: uiStore } = useStores();
  const navigate = useNavigate();
  const { name } = description;
  const [form] = useState(() => new FormStore<Values>(CONTENT_DTOS[name], { initial: { ...defaultsOf(CONTENT_DTOS[name]), ...record } }));
  const [deleting, setDeleting] = useState(false);
  const title = record ? `Ubah ${description.singular}: ${recordTitle(name, record)}` : `Tambah ${description.singular}`;
  const listHref = paths.staffCollection.getHref(name);
  const done = (text: string) => {
    uiStore.showToast('success', text);
    afterContentWrite();
    navigate(listHref);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.beginSave()) return form.touchAll();
    const token = staffSession().token ?? '';
    const body = bodyOf(description, form.payload);
    try {
      const saved = record
        ? await contentCall('PATCH content/:collection/:id', token, { params: { collection: name, id: record.id }, body })
        : await contentCall('POST content/:collection', token, { params: { collection: name }, body });
      form.endSave();
      done(`${description.singular} ${recordTitle(name, saved)} disimpan`);
    } catch (error) {
      form.endSave();
      if (error instanceof ApiError && error.isUnauthorized) return void staffSession().expire();
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length) {
        form.setServerErrors(error.errors);
        form.setMessage(error.message);
      } else {
        form.setMessage(error instanceof ApiError ? (error.isNetwork ? NETWORK_ERROR_TEXT : error.message) : String(error));
      }
    }
  };
  return (
    <>
      <div className={ui.head}>
        <div>
          <p className={ui.muted} style={{ margin: 0 }}><Link to={paths.staffContent.getHref()}>Konten</Link> / <Link to={listHref}>{description.label}</Link></p>
          <h1>{title}</h1>
        </div>
      </div>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
        <div className={styles.section}>
          {description.fields.map((field) => (
            <div key={field.name} className={WIDE_KINDS.has(field.kind) ? styles.full : undefined}>
              <ContentFieldView form={form} field={field} />
            </div>
          ))}
        </div>
        <div className={styles.formActions}>
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>Simpan</SubmitButton>
          <Link to={listHref}>Batal</Link>
          {record && description.can_delete ? <Button variant="ghost" onClick={() => setDeleting(true)}>Hapus {description.singular}</Button> : null}
        </div>
      </form>
      {deleting && record ? (
        <ConfirmDelete what={`${description.singular} ${recordTitle(name, record)}`} onClose={() => setDeleting(false)}
          onDelete={async () => { await contentCall('DELETE content/:collection/:id', staffSession().token ?? '', { params: { collection: name, id: record.id } }); }}
          onDone={() => done(`${description.singular} ${recordTitle(name, record)} dihapus`)} />
      ) : null}
    </>
  );
});

export default RecordFormScreen;
