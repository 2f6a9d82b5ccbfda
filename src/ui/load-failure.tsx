/**
 * What a content screen shows when its read failed and nothing is mirrored: offline (status 0)
 * needs a connection, 404 is the not-found message, anything else the global server error.
 */
import { useNotFoundStatus } from '../lib/page-status';
import { Icon } from './icons';
import { Button, ButtonLink } from './button';
import { NeedsConnection } from './needs-connection';
import styles from './load-state.module.css';

interface LoadFailureProps {
  /** The failure (an ApiError carries `status`; 0 means the request never reached the server). */
  error: Error | null;
  /** Heading for an unknown address, e.g. 'Berita tidak ditemukan'. */
  notFoundTitle: string;
  /** Where the not-found message leads back to. */
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}

/** The HTTP status of a failed read, read by shape so the ui does not depend on the data layer. */
export function failureStatus(error: Error | null): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Renders the right message for a failed read. */
export function LoadFailure(props: LoadFailureProps) {
  const status = failureStatus(props.error);
  if (status === 0) return <NeedsConnection onRetry={props.onRetry} />;
  return status === 404 ? <NotFound {...props} /> : <Failure {...props} notFound={false} />;
}

/** The address names nothing (the server answers the page with 404). */
function NotFound(props: LoadFailureProps) {
  useNotFoundStatus();
  return <Failure {...props} notFound />;
}

function Failure({ notFoundTitle, backTo, backLabel, onRetry, notFound }: LoadFailureProps & { notFound: boolean }) {
  return (
    <div className={styles.box} role={notFound ? undefined : 'alert'}>
      <Icon name={notFound ? 'search' : 'alert'} size={40} className={styles.icon} />
      <h1 className={styles.title}>{notFound ? notFoundTitle : 'Server Bermasalah'}</h1>
      <p className={styles.text}>
        {notFound ? 'Halaman yang Anda cari tidak tersedia atau sudah dipindahkan.' : 'Data tidak dapat dimuat saat ini. Silakan coba lagi.'}
      </p>
      <div className={styles.actions}>
        {!notFound && onRetry ? <Button onClick={onRetry}>Coba Lagi</Button> : null}
        <ButtonLink to={backTo} variant={notFound ? 'primary' : 'secondary'}>
          {backLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
